import { createContext } from 'react';

/**
 * The paths of the route table (routes.tsx), provided by the app shell: a screen cannot import the table itself.
 * Apart from RouteLink so that the shell, which provides it, does not carry the link into the entry.
 */
export const KnownRoutes = createContext<ReadonlySet<string>>(new Set());
