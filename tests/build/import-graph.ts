/**
 * The import graph of a source tree: every import import-scan.ts finds (static, `import type`,
 * re-exports, side effects, `import('…')`), with relative paths and the `@contract/*` alias
 * resolved to files. Type-only imports count: a cycle of types is still a knot a reader has to untie.
 */
import fs from 'node:fs';
import path from 'node:path';
import { importsOf } from './import-scan';

/** file (relative to the root, with '/') -> the files it imports, in the same form */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.tsx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(root: string, dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, rel);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** A file of the tree, or null for a package (bare name, node:…). Throws on a relative path that names no file. */
export function resolveImport(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@contract/')) base = `contract/${specifier.slice('@contract/'.length)}`;
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile()) return candidate;
  }
  throw new Error(`${from}: cannot resolve '${specifier}'`);
}

/** The graph of every .ts/.tsx file under `dirs` (relative to `root`), edges to any file they import. */
export function buildImportGraph(root: string, dirs: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of dirs.flatMap((dir) => sourceFiles(root, dir))) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const targets = importsOf(source).flatMap((spec) => resolveImport(root, file, spec) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every cycle's strongly connected component (Tarjan), each named by one concrete loop through it,
 * e.g. ['a.ts', 'b.ts', 'a.ts']. Only nodes of the graph are followed (imports leaving it are leaves).
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)!.includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** The shortest loop from the component's first node (in name order) back to itself, by breadth-first search. */
function loopThrough(graph: ImportGraph, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const node = queue[i]!;
    for (const next of graph.get(node) ?? []) {
      if (!component.has(next)) continue;
      if (next === start) {
        const between: string[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at)!) between.unshift(at);
        return [start, ...between, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
