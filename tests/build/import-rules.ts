import path from 'node:path';
import { importsOf } from './import-scan';

/**
 * The layering rules of docs/client-modules.md as data: which part of the tree a file belongs to,
 * and which imports between parts are refused. Paths are relative to the repository root, with '/'.
 */

/** Folders of src/views that are not screens: the shell and what every screen may share. */
export const SHELL_FOLDERS = ['app', 'layout'] as const;
export const SHARED_VIEW_FOLDERS = ['components', 'indicators', 'styles'] as const;

const NOT_SCREENS = new Set<string>([...SHELL_FOLDERS, ...SHARED_VIEW_FOLDERS]);

/** The screen folder a path is in (src/views/<screen>/…), or null. Any new folder of src/views is a screen. */
export function screenOf(file: string): string | null {
  const match = /^src\/views\/([^/]+)\//.exec(file);
  return match && !NOT_SCREENS.has(match[1] as string) ? (match[1] as string) : null;
}

const under = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);

/** The file an import names, relative to the root; null for a package. */
export function resolveImport(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('@contract/')) return `contract/${specifier.slice('@contract/'.length)}`;
  if (!specifier.startsWith('.')) return null;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
}

/** Why `from` may not import `to` (both root-relative), or null when it may. */
export function violation(from: string, to: string): string | null {
  if (under(from, 'src') && under(to, 'server')) return 'the client imports the server (share it through contract/)';
  if (under(from, 'server') && under(to, 'src')) return 'the server imports the client';
  if (under(from, 'contract') && (under(to, 'src') || under(to, 'server'))) return 'contract/ imports the client or the server';
  if ((under(from, 'src/streams') || under(from, 'src/api')) && (under(to, 'src/views') || under(to, 'src/state'))) {
    return 'api/streams import views or state (dependencies point api -> streams -> state -> views)';
  }
  if (under(from, 'src/state') && under(to, 'src/views')) return 'state imports views';
  const base = under(from, 'src/decimal') || from === 'src/backoff.ts';
  if (base && under(to, 'src') && !under(to, 'src/decimal'))
    return 'decimal/ and backoff.ts are the base layer: they import nothing else of src/';
  const upper = ['src/api', 'src/streams', 'src/state', 'src/views'];
  if (under(from, 'src/format') && upper.some((layer) => under(to, layer))) {
    return 'format/ sits below api, streams, state and views';
  }
  const fromScreen = screenOf(from);
  const toScreen = screenOf(to);
  if (fromScreen && toScreen && fromScreen !== toScreen) {
    return 'a screen imports another screen (share domain state through src/state, widgets through src/views/components)';
  }
  if (under(from, 'src/views/layout') && toScreen) return 'the layout imports a screen';
  const fromShell = from === 'src/main.tsx' || under(from, 'src/views/app') || under(from, 'src/views/layout');
  if (!fromShell && under(from, 'src') && (under(to, 'src/views/app') || under(to, 'src/views/layout'))) {
    return 'only the shell imports app/ or layout/';
  }
  if (under(from, 'src/views/layout') && under(to, 'src/views/app')) return 'layout imports app (app is the top: it imports layout)';
  return null;
}

/** "file → import: why" for every refused import in `files` (root-relative path → source). */
export function violationsIn(files: ReadonlyMap<string, string>): string[] {
  return [...files].flatMap(([file, source]) =>
    importsOf(source).flatMap((specifier) => {
      const target = resolveImport(file, specifier);
      const why = target === null ? null : violation(file, target);
      return why ? [`${file} → ${specifier}: ${why}`] : [];
    }),
  );
}
