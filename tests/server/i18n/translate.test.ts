import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, hasMessage, resolveLocale, translate, translateError } from '../../../server/i18n/translate';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('resolveLocale', () => {
  it.each([
    ['en_us', 'en_us'],
    ['EN-US', 'en_us'],
    ['zh', 'zh_cn'],
    ['zh_cn', 'zh_cn'],
    ['zh-Hans', 'zh_cn'],
    ['zh_hk', 'zh_hk'],
    ['zh-TW', 'zh_hk'],
    ['zh-Hant', 'zh_hk'],
    ['ja', 'jp'],
    ['ja-JP', 'jp'],
    ['jp', 'jp'],
    ['ko-KR', 'kr'],
    ['kr', 'kr'],
    ['de-AT', 'de'],
    ['fr', 'fr'],
    ['tr', 'tr'],
    ['es', 'en_us'],
    ['', 'en_us'],
    [undefined, 'en_us'],
  ])('%s -> %s', (header, locale) => {
    expect(resolveLocale(header)).toBe(locale);
  });
});

describe('translate', () => {
  it('translates with parameters, per language', () => {
    expect(translate('en_us', 'insufficientBalance')).toBe('Insufficient available balance');
    expect(translate('zh', 'insufficientBalance')).toBe('可用余额不足');
    expect(translate('de', 'rateLimited', { seconds: 30 })).toBe('Zu viele Anfragen, bitte versuchen Sie es in 30 Sekunden erneut');
    expect(translate('fr', 'reason.required', { field: 'Montant' })).toBe('Le champ « Montant » est obligatoire');
    expect(translate('en_us', 'server.notFound')).toBe('Not found');
  });

  it('names a field of an error by its label, and a field without one not at all', () => {
    expect(translateError('en_us', 'invalidField', { field: 'clientOrderId', reason: 'invalid' })).toBe('Order reference is not valid');
    expect(translateError('jp', 'tooManyDecimals', { field: 'quantity', decimals: 5 })).toBe('数量の小数点以下は最大 5 桁です');
    expect(translateError('fr', 'amountMustBePositive', { field: 'amount' })).toBe('Le montant doit être supérieur à zéro');
    expect(translateError('en_us', 'invalidField', { field: 'internalThing', reason: 'required' })).toBe('Invalid request');
  });

  it('returns an unknown key as is, and leaves a missing parameter visible', () => {
    expect(translate('de', 'noSuchKey')).toBe('noSuchKey');
    expect(translate('en_us', 'rateLimited')).toContain('{{seconds}}');
  });

  it('has the same keys and placeholders in every language', () => {
    const flat = (o: object, prefix = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? flat(v as object, `${prefix}${k}.`) : [[`${prefix}${k}`, String(v)]]));
    const read = (locale: string) =>
      new Map(flat(JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, 'server.json'), 'utf8')).server));
    const english = read('en_us');
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const locale of LOCALES) {
      const messages = read(locale);
      expect([...messages.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [key, text] of english) expect(placeholders(messages.get(key)!), `${locale} ${key}`).toEqual(placeholders(text));
    }
  });

  it('has a message for every key the server throws or translates', () => {
    const files = fs
      .readdirSync(path.join(ROOT, 'server'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts'));
    const used = new Set<string>();
    const patterns = [
      /new AppError\(\s*\d{3}\s*,\s*'(\w+)'/g,
      /\b(?:badRequest|unprocessable|notFound)\(\s*'(\w+)'/g,
      /\btranslate\([^,()]+,\s*'([\w.]+)'/g,
    ];
    for (const file of files) {
      const source = fs.readFileSync(path.join(ROOT, 'server', file), 'utf8');
      for (const pattern of patterns) for (const m of source.matchAll(pattern)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !hasMessage(key))).toEqual([]);
  });
});
