import { describe, expect, it } from 'vitest';
import { findPerpetual } from '../../../../server/catalogue/perpetuals';
import { accountRisk, toBrackets, type HeldPosition } from '../../../../server/futures/math';
import { fromUnits } from '../../../../server/money';
import { BTC_BRACKETS, u } from './btc-brackets';

const ETH_BRACKETS = toBrackets(findPerpetual('ETHUSDT-PERP')!.tiers);

describe('liquidation prices of one account', () => {
  const btcCross: HeldPosition = {
    id: '1',
    side: 'long',
    marginMode: 'cross',
    qty: u('0.5'),
    cost: u('20000'), // EP 40,000
    margin: u('400'),
    mark: u('41000'),
    brackets: BTC_BRACKETS,
    pricePrecision: 2,
  };
  const ethCross: HeldPosition = {
    id: '2',
    side: 'short',
    marginMode: 'cross',
    qty: u('3'),
    cost: u('6000'), // EP 2,000
    margin: u('300'),
    mark: u('2100'),
    brackets: ETH_BRACKETS,
    pricePrecision: 2,
  };
  const btcIsolated: HeldPosition = { ...btcCross, id: '3', marginMode: 'isolated', margin: u('2000') };

  it("values a cross position against the wallet and the user's other cross positions, an isolated one alone", () => {
    const risk = accountRisk({ available: u('1000'), frozen: u('300') }, [btcCross, ethCross, btcIsolated]);
    // ETH short at mark 2,100: notional 6,300, MM = 6,300 × 1 % = 63, UPNL = 6,000 − 6,300 = −300
    expect(fromUnits(risk.get('2')!.maintenanceMargin, 2)).toBe('63.00');
    expect(fromUnits(risk.get('2')!.unrealisedPnl, 2)).toBe('-300.00');
    // BTC cross long: WB = 1,000 + 300 + 400 + 300 = 2,000; TMM1 = 63, UPNL1 = −300:
    // (2000 − 63 − 300 − 20000) / (0.5 × (0.004 − 1)) = −18363 / −0.498 = 36873.4939… → 36873.50
    expect(fromUnits(risk.get('1')!.liquidationPrice, 2)).toBe('36873.50');
    // BTC isolated long: (2000 − 20000) / −0.498 = 36144.5783… → 36144.58
    expect(fromUnits(risk.get('3')!.liquidationPrice, 2)).toBe('36144.58');
    // BTC cross at 41,000: MM = 20,500 × 0.4 % = 82, UPNL = +500; ETH short: WB 2,000, TMM1 = 82, UPNL1 = 500:
    // (2000 − 82 + 500 + 0 + 6000) / (3 × 1.01) = 8418 / 3.03 = 2778.2178… → 2778.21
    expect(fromUnits(risk.get('2')!.liquidationPrice, 2)).toBe('2778.21');
  });
});
