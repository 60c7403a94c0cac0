import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/i18n/langs';
import { NAMESPACES, SERVER_NAMESPACE } from '../../src/i18n/namespaces';
import { LOCALES_DIR, namespaceProblems } from './locale-files';

const ROOT = path.resolve(LOCALES_DIR, '..');
const PARITY_TOOL = path.resolve(ROOT, '../shared/tools/locale-parity.mjs');

/** The workplace's shared tool sits beside the repository; a checkout without it still runs the in-repo check below. */
const HAS_PARITY_TOOL = fs.existsSync(PARITY_TOOL);

function parity(dir: string) {
  return spawnSync(process.execPath, [PARITY_TOOL, dir], { cwd: ROOT, encoding: 'utf8' });
}

describe('locale files', () => {
  it.skipIf(!HAS_PARITY_TOOL)('pass the shared parity check (same non-empty keys as en_us in every language)', () => {
    const run = parity('locales');
    expect(run.status, run.stdout + run.stderr).toBe(0);
  });

  it.each([...NAMESPACES, SERVER_NAMESPACE])('namespace %s has a complete file in every language', (ns) => {
    expect(namespaceProblems(LOCALES_DIR, LANGS, ns)).toEqual([]);
  });

  it('lists every English file in NAMESPACES, or the app would never load it', () => {
    const files = fs.readdirSync(path.join(LOCALES_DIR, 'en_us')).filter((f) => f.endsWith('.json'));
    const unlisted = files
      .map((f) => f.replace(/\.json$/, ''))
      .filter((ns) => ns !== SERVER_NAMESPACE && !(NAMESPACES as readonly string[]).includes(ns));
    expect(unlisted, 'add these to src/i18n/namespaces.ts and src/i18n/en-us.ts').toEqual([]);
  });
});

describe('the checks themselves', () => {
  function brokenCopy(breakIt: (dir: string) => void): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'locales-'));
    for (const lang of LANGS) {
      fs.mkdirSync(path.join(dir, lang));
      fs.copyFileSync(path.join(LOCALES_DIR, lang, 'common.json'), path.join(dir, lang, 'common.json'));
    }
    breakIt(dir);
    return dir;
  }

  const emptyKey = (dir: string) => {
    const file = path.join(dir, 'kr', 'common.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    json.common.retry = ' ';
    delete json.common.cancel;
    fs.writeFileSync(file, JSON.stringify(json));
  };

  it('fail on a missing or empty key', () => {
    const dir = brokenCopy(emptyKey);
    try {
      if (HAS_PARITY_TOOL) expect(parity(dir).status).toBe(1);
      expect(namespaceProblems(dir, LANGS, 'common')).toEqual([
        'kr/common.json: common.retry is missing or empty',
        'kr/common.json: common.cancel is missing or empty',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fail on a missing file', () => {
    const dir = brokenCopy((d) => fs.rmSync(path.join(d, 'tr', 'common.json')));
    try {
      expect(namespaceProblems(dir, LANGS, 'common')).toEqual(['tr/common.json is missing']);
      expect(namespaceProblems(dir, LANGS, 'nosuch')).toEqual(['en_us/nosuch.json is missing']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
