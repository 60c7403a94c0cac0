import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint exists to catch bugs: each snippet below holds one that the project's own
 * eslint.config.mjs must report, so switching one of these rules off fails here.
 * The snippets are linted in memory under a name in src/ (so every rule meant for screens applies)
 * that is not on disk, so the type-aware rules check them in a small program of their own instead
 * of loading the whole tree.
 */
const PROBE_PATH = 'src/lint-probe.tsx';

const BUGS: { bug: string; rule: string; code: string }[] = [
  {
    bug: 'a hook called conditionally',
    rule: 'react-hooks/rules-of-hooks',
    code: `import { useState } from 'react';
export function Price({ live }: { live: boolean }) {
  if (live) {
    const [price] = useState('0');
    return <span>{price}</span>;
  }
  return null;
}`,
  },
  {
    bug: 'an effect that misses a dependency',
    rule: 'react-hooks/exhaustive-deps',
    code: `import { useEffect } from 'react';
export function Title({ symbol }: { symbol: string }) {
  useEffect(() => {
    document.title = symbol;
  }, []);
  return null;
}`,
  },
  {
    bug: 'a subscribe inside a subscribe',
    rule: 'rxjs-x/no-nested-subscribe',
    code: `import { of } from 'rxjs';
export const sub = of(1).subscribe((n) => {
  sub.add(of(n).subscribe(() => undefined));
});`,
  },
  {
    bug: 'a promise nobody awaits or catches',
    rule: '@typescript-eslint/no-floating-promises',
    code: `export async function save(): Promise<void> {}
export function onClick(): void {
  save();
}`,
  },
  {
    bug: 'a promise where a void callback is expected',
    rule: '@typescript-eslint/no-misused-promises',
    code: `export function onClick(button: HTMLButtonElement): void {
  button.addEventListener('click', async () => {
    await Promise.resolve();
  });
}`,
  },
  {
    bug: 'a subscription whose handle is dropped',
    rule: 'rxjs-x/no-ignored-subscription',
    code: `import { interval } from 'rxjs';
export function start(): void {
  interval(1000).subscribe(() => undefined);
}`,
  },
];

let eslint: ESLint;
// Loading the plugins and TypeScript takes seconds on a busy machine: done once, under the hook's longer timeout.
beforeAll(async () => {
  eslint = new ESLint({
    cwd: process.cwd(),
    overrideConfig: { languageOptions: { parserOptions: { projectService: { allowDefaultProject: [PROBE_PATH] } } } },
  });
  await eslint.lintText('export {};', { filePath: PROBE_PATH });
});

async function rulesReported(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: PROBE_PATH });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

describe('the lint catches bugs', () => {
  it.each(BUGS)('$bug ($rule)', async ({ code, rule }) => {
    expect(await rulesReported(code)).toContain(rule);
  });

  it('reports nothing on the same code written correctly', async () => {
    const fine = `import { useEffect } from 'react';
export function Title({ symbol }: { symbol: string }) {
  useEffect(() => {
    document.title = symbol;
  }, [symbol]);
  return null;
}`;
    expect(await rulesReported(fine)).toEqual([]);
  });
});
