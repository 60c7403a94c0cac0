import fs from 'node:fs';
import path from 'node:path';

export const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

type Tree = { [key: string]: string | Tree };

/** 'common.brand.default' -> value, for every leaf of a locale file. */
export function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
    else out.set(prefix + key, value);
  }
  return out;
}

export function readLocaleFile(dir: string, lang: string, ns: string): Tree | null {
  const file = path.join(dir, lang, `${ns}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Tree) : null;
}

/**
 * Problems of one namespace across languages: a missing file, a wrong top-level key, and any key
 * of the English file that is missing, empty or not a string elsewhere (or extra, which would
 * never show).
 */
export function namespaceProblems(dir: string, langs: readonly string[], ns: string): string[] {
  const english = readLocaleFile(dir, 'en_us', ns);
  if (!english) return [`en_us/${ns}.json is missing`];
  const wanted = [...flatten(english).keys()];
  const problems: string[] = [];
  for (const lang of langs) {
    const tree = readLocaleFile(dir, lang, ns);
    if (!tree) {
      problems.push(`${lang}/${ns}.json is missing`);
      continue;
    }
    if (Object.keys(tree).join() !== ns) problems.push(`${lang}/${ns}.json: the only top-level key must be "${ns}"`);
    const keys = flatten(tree);
    for (const key of wanted) {
      const value = keys.get(key);
      if (typeof value !== 'string' || value.trim() === '') problems.push(`${lang}/${ns}.json: ${key} is missing or empty`);
    }
    for (const key of keys.keys()) if (!wanted.includes(key)) problems.push(`${lang}/${ns}.json: ${key} is not in en_us`);
  }
  return problems;
}
