import { lastValueFrom, type Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../src/api';
import { speakEnglish } from './english';
import { envelope, stubFetch } from './fetch-stub';

beforeAll(speakEnglish);
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const symbol = 'BTCUSDT';
const order = { symbol, side: 'sell', type: 'market', quantity: '0.5', clientOrderId: 'order-0001' } as const;
const perp = 'BTCUSDT-PERP';
const futuresOrder = {
  symbol: perp,
  positionSide: 'long',
  action: 'open',
  type: 'limit',
  price: '65000',
  quantity: '3',
  clientOrderId: 'order-0002',
} as const;
const partialClose = { positionId: '7', quantity: '1', clientOrderId: 'close-0001' };
const quickClose = { positionId: '7', clientOrderId: 'close-0002' };
const closeAll = { symbol: perp, clientId: 'close-all-01' };
const tpsl = { positionId: '7', takeProfit: '70000', stopLoss: null };
const transfer = { asset: 'USDT', amount: '10', from: 'spot', to: 'contract', clientId: 'transfer-01' } as const;
const login = { account: 'a@b.co', password: 'secret1' };
const register = {
  kind: 'email',
  email: 'a@b.co',
  password: 'secret1',
  repeatPassword: 'secret1',
  code: '123456',
  agreement: true,
} as const;
const retrieve = { kind: 'phone', phone: '5551234', password: 'secret1', repeatPassword: 'secret1', code: '123456' } as const;

/** [call, path, body sent, retried on a 5xx] — one row per row of docs/api.md. */
const ROWS: [string, () => Observable<unknown>, string, unknown, boolean][] = [
  ['fetchMarketList$', () => api.fetchMarketList$(), 'market/list', {}, true],
  ['fetchSymbolInfo$', () => api.fetchSymbolInfo$('btc'), 'market/symbol', { coin: 'btc' }, true],
  ['fetchDepth$', () => api.fetchDepth$(symbol, 20), 'market/depth', { symbol, limit: 20 }, true],
  ['fetchTrades$', () => api.fetchTrades$(symbol), 'market/trades', { symbol }, true],
  [
    'fetchKlines$',
    () => api.fetchKlines$({ symbol, interval: '1m', limit: 300 }),
    'market/kline',
    { symbol, interval: '1m', limit: 300 },
    true,
  ],
  ['placeOrder$', () => api.placeOrder$(order), 'spot/order/place', order, true],
  ['cancelOrder$', () => api.cancelOrder$('42'), 'spot/order/cancel', { orderId: '42' }, false],
  ['fetchOpenOrders$', () => api.fetchOpenOrders$(), 'spot/order/open', {}, true],
  ['fetchOrderHistory$', () => api.fetchOrderHistory$({ page: 2 }), 'spot/order/history', { page: 2 }, true],
  ['fetchTradeHistory$', () => api.fetchTradeHistory$({ symbol }), 'spot/trade/history', { symbol }, true],
  ['fetchPerpetualList$', () => api.fetchPerpetualList$(), 'contract/market/list', {}, true],
  ['fetchPerpetualInfo$', () => api.fetchPerpetualInfo$(perp), 'contract/symbol', { symbol: perp }, true],
  ['fetchMark$', () => api.fetchMark$(perp), 'contract/mark', { symbol: perp }, true],
  [
    'fetchFundingRates$',
    () => api.fetchFundingRates$({ symbol: perp, page: 2 }),
    'contract/funding/rates',
    { symbol: perp, page: 2 },
    true,
  ],
  ['fetchFuturesSettings$', () => api.fetchFuturesSettings$(perp), 'contract/settings', { symbol: perp }, true],
  ['setLeverage$', () => api.setLeverage$({ symbol: perp, leverage: 20 }), 'contract/leverage/set', { symbol: perp, leverage: 20 }, true],
  [
    'setMarginMode$',
    () => api.setMarginMode$({ symbol: perp, marginMode: 'isolated' }),
    'contract/margin-mode/set',
    { symbol: perp, marginMode: 'isolated' },
    true,
  ],
  ['placeFuturesOrder$', () => api.placeFuturesOrder$(futuresOrder), 'contract/order/place', futuresOrder, true],
  ['cancelFuturesOrder$', () => api.cancelFuturesOrder$('42'), 'contract/order/cancel', { orderId: '42' }, false],
  ['fetchFuturesOpenOrders$', () => api.fetchFuturesOpenOrders$(), 'contract/order/open', {}, true],
  ['fetchFuturesOrderHistory$', () => api.fetchFuturesOrderHistory$({ page: 3 }), 'contract/order/history', { page: 3 }, true],
  ['fetchFuturesOrderDetail$', () => api.fetchFuturesOrderDetail$('42'), 'contract/order/detail', { orderId: '42' }, true],
  ['fetchPositions$', () => api.fetchPositions$(), 'contract/position/list', {}, true],
  ['fetchPositions$ of a symbol', () => api.fetchPositions$(perp), 'contract/position/list', { symbol: perp }, true],
  ['fetchPositionHistory$', () => api.fetchPositionHistory$({ symbol: perp }), 'contract/position/history', { symbol: perp }, true],
  ['closePosition$', () => api.closePosition$(partialClose), 'contract/position/close', partialClose, true],
  ['quickClosePosition$', () => api.quickClosePosition$(quickClose), 'contract/position/close/quick', quickClose, true],
  ['closeAllPositions$', () => api.closeAllPositions$(closeAll), 'contract/position/close/all', closeAll, true],
  ['setTpSl$', () => api.setTpSl$(tpsl), 'contract/position/tpsl', tpsl, true],
  ['fetchContractAccount$', () => api.fetchContractAccount$(), 'contract/account', {}, true],
  ['fetchFundingRecords$', () => api.fetchFundingRecords$({ page: 1, size: 20 }), 'contract/funding/records', { page: 1, size: 20 }, true],
  ['fetchAssetOverview$', () => api.fetchAssetOverview$(), 'asset/overview', {}, true],
  ['transfer$', () => api.transfer$(transfer), 'asset/transfer', transfer, true],
  ['claimDemoFunds$', () => api.claimDemoFunds$(), 'asset/demo/fund', {}, false],
  ['login$', () => api.login$(login), 'user/login', login, false],
  ['register$', () => api.register$(register), 'user/register', register, false],
  ['retrieve$', () => api.retrieve$(retrieve), 'user/retrieve', retrieve, false],
  ['logout$', () => api.logout$(), 'user/logout', {}, false],
  ['fetchUserInfo$', () => api.fetchUserInfo$(), 'user/info', {}, true],
  [
    'sendSms$',
    () => api.sendSms$({ phone: '5551234', purpose: 'register' }),
    'common/send/sms',
    { phone: '5551234', purpose: 'register' },
    false,
  ],
  [
    'sendEmail$',
    () => api.sendEmail$({ email: 'a@b.co', purpose: 'retrieve' }),
    'common/send/email',
    { email: 'a@b.co', purpose: 'retrieve' },
    false,
  ],
  ['fetchDrawInfos$', () => api.fetchDrawInfos$(), 'account/currency/draw/infos', {}, true],
  ['fetchTempToken$', () => api.fetchTempToken$(), 'common/temp/token', {}, false],
  ['fetchBanners$', () => api.fetchBanners$(), 'common/load/banner', {}, true],
  ['fetchWapConfig$', () => api.fetchWapConfig$(), 'common/load/wap/config', {}, true],
  ['fetchContentList$', () => api.fetchContentList$({ type: 'notice', page: 1 }), 'content/list', { type: 'notice', page: 1 }, true],
  ['fetchContentDetail$', () => api.fetchContentDetail$(7), 'content/detail', { id: 7 }, true],
  ['fetchContentByCode$', () => api.fetchContentByCode$('privacy'), 'content/detail/by/code', { code: 'privacy' }, true],
  ['fetchPlatformInfo$', () => api.fetchPlatformInfo$(), 'tpaj/info', {}, true],
  ['fetchOutbox$', () => api.fetchOutbox$('a@b.co'), 'demo/outbox', { to: 'a@b.co' }, true],
];

describe('typed calls', () => {
  it.each(ROWS)('%s posts to its path, retried on a 5xx only when safe to repeat', async (_, call, path, body, retried) => {
    const calls = stubFetch(() => envelope(null, 503, 'down'));
    const done = lastValueFrom(call()).catch(() => undefined);
    await vi.runAllTimersAsync();
    await done;
    expect(calls[0]!.url).toBe(`/api/xb/v1/${path}`);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(body);
    expect(calls).toHaveLength(retried ? 3 : 1);
  });

  it('uploads a file as the multipart field "file"', async () => {
    const calls = stubFetch(() => envelope({ url: '/uploads/x.png' }));
    const file = new File(['png'], 'x.png', { type: 'image/png' });
    await expect(lastValueFrom(api.uploadFile$(file))).resolves.toEqual({ url: '/uploads/x.png' });
    expect(calls[0]!.url).toBe('/api/xb/v1/common/upload');
    expect((calls[0]!.init.body as FormData).get('file')).toBeInstanceOf(File);
  });
});

describe('session calls keep the token', () => {
  const result = { token: 'fresh', expiresAt: 1, user: { id: 1 } };

  it.each([
    ['login$', () => api.login$(login)],
    ['register$', () => api.register$(register)],
  ])('%s stores the new token', async (_, call) => {
    api.clearToken();
    stubFetch(() => envelope(result));
    await lastValueFrom(call());
    expect(api.getToken()).toBe('fresh');
  });

  it('logout$ forgets the token', async () => {
    api.setToken('fresh');
    stubFetch(() => envelope(null));
    await lastValueFrom(api.logout$());
    expect(api.getToken()).toBeNull();
  });

  it('retrieve$ forgets the token, since a reset ends every session of the account', async () => {
    api.setToken('old');
    stubFetch(() => envelope(null));
    await lastValueFrom(api.retrieve$(retrieve));
    expect(api.getToken()).toBeNull();
  });
});

describe('newClientId', () => {
  it('is a 32-hex-digit id the contract accepts, different every time', () => {
    const ids = Array.from({ length: 200 }, () => api.newClientId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
