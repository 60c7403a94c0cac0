// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import DocumentDetailPage from '../../../src/views/pages/documents/DocumentDetailPage';
import { CATALOGUE } from '../components/fixtures';
import { renderAt, setupI18n } from '../components/render';

const published = vi.hoisted(() => ({ spotMaker: '0.0010', lockDailyRate: '0.0030' }));

vi.mock('../../../src/api/market', () => ({
  fetchMarketList$: () => of(CATALOGUE.slice(0, 2)),
  fetchSymbolInfo$: (symbol: string) =>
    of({ ...CATALOGUE.find((s) => s.symbol === symbol), makerFee: published.spotMaker, takerFee: '0.0020' }),
}));
vi.mock('../../../src/api/contract', () => ({
  fetchPerpetualList$: () => of([{ symbol: 'BTCUSDT-PERP' }]),
  fetchPerpetualInfo$: () =>
    of({ name: 'BTC/USDT Perpetual', makerFee: '0.0002', takerFee: '0.0005', fundingIntervalHours: 8, fundingRateCap: '0.0075' }),
}));
vi.mock('../../../src/api/cycle', () => ({
  fetchCycleRules$: () =>
    of({
      version: 'cycle-1',
      periods: [{ seconds: 30, payoutRate: '0.80', minStake: '10', maxStake: '5000', feeRate: '0.001' }],
      symbols: [],
    }),
}));
vi.mock('../../../src/api/fiat', () => ({ fetchFiatRules$: () => of({ feeRate: '0.005', feeMinUsdt: '2' }) }));
vi.mock('../../../src/api/wallet', () => ({
  fetchNetworks$: () => of([{ asset: 'USDT', network: 'trc20', name: 'TRON (TRC20)', withdrawFee: '1', withdrawMin: '10' }]),
}));
vi.mock('../../../src/api/lock', () => ({
  fetchLockProducts$: () =>
    of([{ id: 'usdt-7d', cycleDays: 7, dailyRate: published.lockDailyRate, minAmount: '50', maxAmount: '50000', penaltyRate: '0.02' }]),
}));
vi.mock('../../../src/api/content', () => ({
  fetchContentByCode$: (code: string) =>
    of({ id: 1, code, title: code, body: `The ${code} text.`, publishedAt: 0, type: 'page', summary: '' }),
}));

const open = (type: string) => renderAt([{ path: '/documentDetail/:type', Component: DocumentDetailPage }], `/documentDetail/${type}`);
const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/documentDetail/{type}', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('builds the fee schedule from the published catalogues, not from a copy', async () => {
    published.spotMaker = '0.0010';
    open('fees');
    await screen.findByRole('table', { name: 'Spot trading' });
    expect(rowsOf('Spot trading')).toEqual([
      ['BTC/USDT', '0.10%', '0.20%'],
      ['ETH/USDT', '0.10%', '0.20%'],
    ]);
    expect(rowsOf('Perpetual futures')).toEqual([['BTC/USDT Perpetual', '0.02%', '0.05%', 'Every 8 h, capped at ±0.7500%']]);
    expect(rowsOf('Cycle contracts')).toEqual([['30 seconds', '0.10%']]);
    expect(rowsOf('Withdrawals')).toEqual([['USDT', 'TRON (TRC20)', '1.00 USDT', '10.00 USDT']]);
    expect(screen.getByText('Fiat withdrawals to a bank card: 0.50% of the amount, at least 2.00 USDT.')).toBeTruthy();
    cleanup();

    published.spotMaker = '0.0008';
    open('fees');
    await screen.findByRole('table', { name: 'Spot trading' });
    expect(rowsOf('Spot trading')[0]).toEqual(['BTC/USDT', '0.08%', '0.20%']);
  });

  it('shows the cycle and lock-mining rules with their published tables', async () => {
    open('cycle');
    expect(await screen.findByRole('heading', { name: 'Cycle contract rules' })).toBeTruthy();
    expect(rowsOf('Periods')).toEqual([['30 seconds', '80.00%', '10.00 USDT – 5,000.00 USDT', '0.10%']]);
    expect(screen.getByText(/rules of version cycle-1/)).toBeTruthy();
    cleanup();
    open('lockMining');
    expect(await screen.findByRole('table', { name: 'Plans' })).toBeTruthy();
    expect(rowsOf('Plans')).toEqual([['7 days', '0.30%', '50.00 USDT – 50,000.00 USDT', '2.00%']]);
  });

  it('reads the agreement and the privacy policy by their content codes', async () => {
    open('agreement');
    expect(await screen.findByText('The agreement text.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'User agreement' })).toBeTruthy();
    cleanup();
    open('privacy');
    expect(await screen.findByText('The privacy text.')).toBeTruthy();
  });

  it('answers an unknown type with the not-found page', () => {
    open('secret');
    expect(screen.getByText('This page does not exist or has moved.')).toBeTruthy();
  });
});
