import type { ClosedPosition, FundingPayment, PerpetualInfo, PerpetualTicker } from '@contract/futures';

/** The published spec of `<BASE>USDT-PERP` as contract/symbol answers it (BTC: 2 price decimals, 0.001 BTC a lot). */
export function perpInfo(symbol = 'BTCUSDT-PERP'): PerpetualInfo {
  const base = symbol.replace(/USDT-PERP$/, '');
  return {
    symbol,
    underlying: `${base}USDT`,
    base,
    quote: 'USDT',
    name: `${base}/USDT`,
    coinId: 10,
    icon: `/icons/${base.toLowerCase()}.svg`,
    contractSize: '0.001',
    pricePrecision: 2,
    maxOrderLots: 100_000,
    maxLeverage: 125,
    tiers: [],
    makerFee: '0.0002',
    takerFee: '0.0005',
    fundingIntervalHours: 8,
    fundingRateCap: '0.0075',
    interestRate: '0.0001',
  };
}

export function perpTicker(base: string, mark: string, overrides: Partial<PerpetualTicker> = {}): PerpetualTicker {
  return {
    symbol: `${base}USDT-PERP`,
    name: `${base}/USDT`,
    icon: `/icons/${base.toLowerCase()}.svg`,
    coinId: 10,
    pricePrecision: 2,
    last: mark,
    mark,
    index: mark,
    change24h: '1.25',
    quoteVol24h: '1000000',
    fundingRate: '0.0001',
    nextFundingTime: 28_800_000,
    ...overrides,
  };
}

export const perpTickers = (): PerpetualTicker[] => [perpTicker('BTC', '64000.00'), perpTicker('ETH', '3400.00', { change24h: '-0.50' })];

/** A 10-lot BTCUSDT-PERP long opened at 60,000 and closed at 61,200 (+12 USDT). */
export const closedPosition = (overrides: Partial<ClosedPosition> = {}): ClosedPosition => ({
  id: '1',
  symbol: 'BTCUSDT-PERP',
  side: 'long',
  marginMode: 'isolated',
  leverage: 10,
  maxQuantity: '10',
  entryPrice: '60000.00',
  closePrice: '61200.00',
  realizedPnl: '12',
  fees: '0.6',
  funding: '-0.06',
  reason: 'closed',
  liquidation: null,
  openedAt: 1_700_000_000_000,
  closedAt: 1_700_000_600_000,
  ...overrides,
});

/** The 16:00 UTC funding of 14 Nov 2023 on position 1: a long paid 0.0100 % of 600.50 USDT at mark 60,050. */
export const fundingPayment = (overrides: Partial<FundingPayment> = {}): FundingPayment => ({
  id: '1',
  symbol: 'BTCUSDT-PERP',
  positionId: '1',
  ts: 1_699_977_600_000,
  rate: '0.0001',
  mark: '60050.00',
  markSeq: 812,
  amount: '-0.06005',
  ...overrides,
});
