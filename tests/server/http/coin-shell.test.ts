import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SymbolInfo } from '@contract/market';
import { SYMBOLS } from '../../../server/catalogue/symbols';
import { withCoinPrice } from '../../../server/http/coin-shell';
import { formatPrice } from '../../../src/format';
import { LANGS } from '../../../src/i18n/langs';
import { useTestContext } from '../helpers/backends';
import { testApi } from '../helpers/http';

// a build with the coin page's shell (public/shells/detail.html and its styles, bundled into dist/)
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-dist-'));
const INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const SHELL = '<div class="app"><main class="app__main"><div class="page"></div></main></div>';
const STYLES = '.app{display:flex}';
const COIN_STYLES = '.coin-header{padding:12px}';
fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ '/coinDetail/:coinType': [], '/home': [] }));
fs.mkdirSync(path.join(dist, 'shells'));
fs.writeFileSync(path.join(dist, 'shells', 'detail.html'), SHELL);
fs.writeFileSync(path.join(dist, 'shells', 'home.html'), SHELL);
fs.writeFileSync(path.join(dist, 'shells', 'shell.css'), STYLES);
fs.writeFileSync(path.join(dist, 'shells', 'coin.css'), COIN_STYLES);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const shellPrice = (html: string) => /<span class="price-flash">([^<]*)<\/span>/.exec(html)?.[1];
const servedInfo = (html: string) => /<script type="application\/json" id="served-symbol-info">([^<]*)<\/script>/.exec(html)?.[1];
const decodeEntities = (text: string) =>
  text
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const withoutTime = ({ ticker, ...rest }: SymbolInfo) => ({ ...rest, ticker: { ...ticker, ts: 0 } });

// a few prices of different sizes and precisions: the dearest, the cheapest and one between
const byPrice = [...SYMBOLS].sort((a, b) => Number(a.startPrice) - Number(b.startPrice));
const COINS = [...new Set([byPrice.at(-1)!.base, 'BTC', byPrice[Math.floor(byPrice.length / 2)]!.base, byPrice[0]!.base])];

describe('the coin page served with its real last price', () => {
  const ctx = useTestContext('sqlite', { config: { distDir: dist } });
  const get = async (url: string, cookie?: string) =>
    (await testApi(ctx())).app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const symbolInfo = async (coin: string) => (await (await testApi(ctx())).call<SymbolInfo>('market/symbol', { coin })).data;

  it('writes the last price market/symbol gives exactly as the app writes it, in each of the 8 languages (the lang cookie)', async () => {
    for (const coin of COINS) {
      const info = await symbolInfo(coin);
      for (const lang of LANGS) {
        const body = (await get(`/coinDetail/${coin}`, `theme=dark; lang=${lang}`)).body;
        expect(decodeEntities(shellPrice(body) ?? ''), `${coin} in ${lang}`).toBe(formatPrice(info.ticker.last, info.pricePrecision, lang));
      }
    }
    expect(shellPrice((await get('/coinDetail/BTC', 'lang=de')).body)).toMatch(/^[\d.]+,\d+$/);
  });

  it('writes it in English without a cookie or with one naming no language, as the app starts', async () => {
    const info = await symbolInfo('BTC');
    for (const cookie of [undefined, 'lang=xx', 'lang=zh', 'other=1']) {
      expect(shellPrice((await get('/coinDetail/btc', cookie)).body), String(cookie)).toBe(
        formatPrice(info.ticker.last, info.pricePrecision, 'en_us'),
      );
    }
  });

  it('embeds the SymbolInfo it wrote from as JSON the app can read, the same as market/symbol', async () => {
    const body = (await get('/coinDetail/BTCUSDT')).body;
    const json = servedInfo(body);
    expect(json).toBeDefined();
    expect(withoutTime(JSON.parse(json!) as SymbolInfo)).toEqual(withoutTime(await symbolInfo('BTCUSDT')));
    // inside #root, after the page's header
    expect(body.indexOf('served-symbol-info')).toBeGreaterThan(body.indexOf('<div id="root">'));
    expect(body).toContain(`<h2>${(await symbolInfo('BTC')).name}</h2>`);
  });

  it('inlines the coin styles after the shell styles, allowed by their one hash; /home does not carry them', async () => {
    const coinPage = await get('/coinDetail/BTC');
    const both = STYLES + COIN_STYLES;
    expect(coinPage.body).toContain(`<style>${both}</style>`);
    const hash = crypto.createHash('sha256').update(both).digest('base64');
    expect(String(coinPage.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    const home = (await get('/home')).body;
    expect(home).toContain(`<style>${STYLES}</style>`);
    expect(home).not.toContain(COIN_STYLES);
    expect(shellPrice(home)).toBeUndefined();
  });

  it('sends the plain shell, with no price and no data, for an address naming no listed coin, and never reflects it', async () => {
    for (const url of ['/coinDetail/NOPE', '/coinDetail/%3Cscript%3Ealert(1)%3C%2Fscript%3E', '/coinDetail/"onload=x']) {
      const body = (await get(url)).body;
      expect(body, url).toContain(`<div id="root">${SHELL}</div>`);
      expect(shellPrice(body), url).toBeUndefined();
      expect(servedInfo(body), url).toBeUndefined();
      expect(body, url).not.toMatch(/script>alert|onload=x|NOPE/i);
    }
  });

  it('escapes what it inserts: a name with markup stays text, and cannot end the JSON script element', async () => {
    const info = { ...(await symbolInfo('ETH')), name: '</script><img src=x onerror=alert(1)>&', icon: '/x.svg" onload="y' };
    const page = withCoinPrice({ html: `<div id="root">${SHELL}</div>` }, '/coinDetail/ETH', 'en_us', () => info);
    expect(page.html).toContain('<h2>&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&amp;</h2>');
    expect(page.html).toContain('src="/x.svg&quot; onload=&quot;y"');
    const json = servedInfo(page.html)!;
    expect(json).not.toMatch(/[<>&]/);
    expect((JSON.parse(json) as SymbolInfo).name).toBe(info.name);
  });
});
