/** [path, page module] for each entry of the route table source (src/views/app/routes.tsx). */
export function parseRouteTable(source: string): [route: string, module: string][];
