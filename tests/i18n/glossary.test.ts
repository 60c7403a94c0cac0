import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/i18n/langs';
import { GLOSSARY, glossaryProblems, type Texts } from './glossary';
import { flatten, LOCALES_DIR } from './locale-files';

const SEED_DIR = path.resolve(LOCALES_DIR, '../server/content/seed');

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
const asTexts = (entries: ReadonlyMap<string, unknown>) =>
  new Map([...entries].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

function byLang(read: (lang: Lang) => Map<string, string>): Texts {
  const texts = {} as Record<Lang, Map<string, string>>;
  for (const lang of LANGS) texts[lang] = read(lang);
  return texts;
}

/** Every namespace of a language as one key -> text map (keys start with the namespace). */
const localeTexts = byLang((lang) => {
  const files = fs.readdirSync(path.join(LOCALES_DIR, lang)).filter((f) => f.endsWith('.json'));
  return asTexts(new Map(files.flatMap((f) => [...flatten(readJson(path.join(LOCALES_DIR, lang, f)))])));
});

/** The seeded banners, notices, help and pages: data, not UI strings, but the user reads them beside the UI. */
const seedTexts = byLang((lang) => asTexts(flatten(readJson(path.join(SEED_DIR, `${lang}.json`)))));

describe('glossary: one term per concept per language', () => {
  it('holds in the locale files', () => {
    expect(glossaryProblems('locales', localeTexts)).toEqual([]);
  });

  it('holds in the seeded content', () => {
    expect(glossaryProblems('seed', seedTexts)).toEqual([]);
  });

  it('names every concept in all eight languages', () => {
    for (const concept of Object.values(GLOSSARY)) expect(Object.keys(concept.terms).sort()).toEqual([...LANGS].sort());
  });
});

describe('the glossary check itself', () => {
  const texts = (de: string, en = 'Storage plan') =>
    byLang((lang) => new Map([['home.title', lang === 'de' ? de : lang === 'en_us' ? en : GLOSSARY['storage plan']!.terms[lang]]]));

  it('passes the term in any inflection', () => {
    expect(glossaryProblems('t', texts('Start des Verwahrplans'))).toEqual([]);
  });

  it('fails a text that misses the term where the English names the concept', () => {
    expect(glossaryProblems('t', texts('Plan'))).toEqual(['t de home.title: "Plan" should say "verwahrplan" (storage plan)']);
  });

  it('fails an avoided name wherever it appears', () => {
    expect(glossaryProblems('t', texts('Sparplan', 'Earn daily'))).toEqual([
      't de home.title: "Sparplan" calls storage plan "sparplan", not "verwahrplan"',
    ]);
  });
});
