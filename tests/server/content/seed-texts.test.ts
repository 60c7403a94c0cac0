import { describe, expect, it } from 'vitest';
import { BANNER_CATALOGUE, CONTENT_CATALOGUE } from '../../../server/content/seed/catalogue';
import { buildSeedRows } from '../../../server/content/seed/rows';
import { SEED_TEXTS } from '../../../server/content/seed/texts';
import { LOCALES } from '../../../server/i18n/locales';
import { findSymbol, SYMBOLS } from '../../../server/catalogue/symbols';
import { toUnits } from '../../../server/money';

const OTHERS = LOCALES.filter((l) => l !== 'en_us');
const text = (locale: (typeof LOCALES)[number], code: string) => {
  const found = SEED_TEXTS[locale].contents[code];
  if (!found) throw new Error(`${locale} lacks ${code}`);
  return { title: found.title, body: found.body.join('\n\n') };
};
/** "1.000.000", "1 000 000", "1,000,000" -> "1000000" */
const plainNumbers = (s: string) => s.replace(/(\d)[,.\s\u00a0\u202f](?=\d{3}(\D|$))/g, '$1');
/** A fee rate as a percent with two decimals, in exact integer arithmetic: "0.0008" -> "0.08". */
const asPercent = (rate: string) => {
  const hundredths = toUnits(rate) / 10_000n;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
};
const mentions = (s: string, n: string) => new RegExp(`(^|\\D)${n}(\\D|$)`).test(plainNumbers(s));

describe('seed texts', () => {
  it('has every item and banner in every language', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(SEED_TEXTS[locale].contents).sort()).toEqual(CONTENT_CATALOGUE.map((c) => c.code).sort());
      expect(Object.keys(SEED_TEXTS[locale].banners).sort()).toEqual(BANNER_CATALOGUE.map((b) => b.code).sort());
    }
  });

  it('has at least 5 notices, 6 help articles and the three pages', () => {
    expect(CONTENT_CATALOGUE.filter((c) => c.type === 'notice').length).toBeGreaterThanOrEqual(5);
    expect(CONTENT_CATALOGUE.filter((c) => c.type === 'help').length).toBeGreaterThanOrEqual(6);
    expect(
      CONTENT_CATALOGUE.filter((c) => c.type === 'page')
        .map((c) => c.code)
        .sort(),
    ).toEqual(['about', 'agreement', 'privacy']);
  });

  it.each(OTHERS)('%s is translated: every title, body and banner differs from English', (locale) => {
    for (const { code } of CONTENT_CATALOGUE) {
      expect(text(locale, code).title, code).not.toBe(text('en_us', code).title);
      expect(text(locale, code).body, code).not.toBe(text('en_us', code).body);
    }
    for (const { code } of BANNER_CATALOGUE) expect(SEED_TEXTS[locale].banners[code]).not.toBe(SEED_TEXTS.en_us.banners[code]);
  });

  it.each([
    ['zh_cn', /[\u4e00-\u9fff]/],
    ['zh_hk', /[\u4e00-\u9fff]/],
    ['jp', /[\u3040-\u30ff]/],
    ['kr', /[\uac00-\ud7af]/],
    ['de', /[äöüß]/],
    ['fr', /[éèàç]/],
    ['tr', /[şğıç]/],
  ] as const)('%s bodies are written in its script', (locale, script) => {
    for (const { code } of CONTENT_CATALOGUE) expect(text(locale, code).body, code).toMatch(script);
  });

  it('Traditional and Simplified Chinese are different texts', () => {
    for (const { code } of CONTENT_CATALOGUE) expect(text('zh_hk', code).body).not.toBe(text('zh_cn', code).body);
  });

  it.each(LOCALES)('%s states the spec figures', (locale) => {
    const withdraw = text(locale, 'help-withdraw').body;
    for (const n of ['100', '1000000', '99999999']) expect(mentions(withdraw, n), `withdraw ${n}`).toBe(true);
    expect(withdraw).toMatch(/TRC20[\s\S]*ERC20/);
    const deposit = text(locale, 'help-deposit').body;
    for (const n of ['1', '3']) expect(mentions(deposit, n), `deposit ${n}`).toBe(true);
    for (const code of ['help-identity', 'notice-withdrawal-limits']) {
      const body = text(locale, code).body;
      for (const n of ['200', '500', '10000', '1000000']) expect(mentions(body, n), `${code} ${n}`).toBe(true);
    }
  });

  it('states the fees the market charges and lists pairs that exist', () => {
    const tiers = new Set(SYMBOLS.map((s) => `maker ${asPercent(s.makerFee)}%, taker ${asPercent(s.takerFee)}%`));
    for (const tier of tiers) expect(text('en_us', 'notice-fee-schedule').body).toContain(tier);
    for (const locale of LOCALES) {
      for (const fee of SYMBOLS.flatMap((s) => [s.makerFee, s.takerFee])) {
        const [int, frac] = asPercent(fee).split('.');
        expect(text(locale, 'notice-fee-schedule').body, `${locale} ${fee}`).toMatch(new RegExp(`${int}[.,]${frac}\\s?%|%${int},${frac}`));
      }
    }
    for (const pair of text('en_us', 'notice-new-listings').body.match(/[A-Z]+\/USDT/g) ?? []) {
      expect(findSymbol(pair.replace('/', '')), pair).toBeDefined();
    }
  });

  it('contains no markup and no placeholder other than {brand}', () => {
    for (const locale of LOCALES) {
      for (const { code } of CONTENT_CATALOGUE) {
        const { title, body } = text(locale, code);
        expect(title + body).not.toMatch(/[<>]/);
        expect((title + body).replaceAll('{brand}', '')).not.toMatch(/[{}]/);
      }
    }
  });

  it('builds one row per item and language, and refuses a missing text', () => {
    const rows = buildSeedRows();
    expect(rows.contentTexts).toHaveLength(CONTENT_CATALOGUE.length * LOCALES.length);
    expect(rows.bannerTitles).toHaveLength(BANNER_CATALOGUE.length * LOCALES.length);
    const { about: _dropped, ...withoutAbout } = SEED_TEXTS.kr.contents;
    expect(() => buildSeedRows({ ...SEED_TEXTS, kr: { ...SEED_TEXTS.kr, contents: withoutAbout } })).toThrow('kr has no text for about');
  });

  it('links banners to in-app routes and existing announcements', () => {
    const ids = new Set(CONTENT_CATALOGUE.filter((c) => c.type === 'notice').map((c) => `/announcementDetail/${c.id}`));
    for (const banner of BANNER_CATALOGUE) {
      expect(banner.image).toMatch(/^\/banners\/[a-z-]+\.svg$/);
      expect(banner.link === '/lockMining' || ids.has(banner.link), banner.link).toBe(true);
    }
  });
});
