// @vitest-environment jsdom
import '../../components/charts/canvasStub';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CycleEvidence } from '@contract/cycle';
import { clearToken, setToken } from '../../../../src/api/storage';
import { formatTickTime } from '../../../../src/views/trade/cycle/tickText';
import { fetchCycleEvidence$, fetchCycleHistory$, resetCycleApi } from '../../../helpers/cycle-api-double';
import { CYCLE_PERIODS, cycleOrder, indexTick, settledWin } from '../../../helpers/cycle-fixtures';
import { setupI18n } from '../../components/render';
import { balance } from '../helpers/fixtures';
import { cycleFeeds, feeds, indexFeed, resetCycleFeeds, resetFeeds } from './helpers/cycle-streams-double';
import { openCycle } from './helpers/cycle-page';

vi.mock('../../../../src/streams', () => import('./helpers/cycle-streams-double'));
vi.mock('../../../../src/api/cycle', () => import('../../../helpers/cycle-api-double'));
vi.mock('../../../../src/api/assets', () => import('../helpers/api-double'));

const card = () => screen.getByRole('region', { name: 'Your cycle orders' }).querySelector('li') as HTMLLIElement;
const cell = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextSibling?.textContent;

const evidenceOf = (order = settledWin()): CycleEvidence => ({
  order,
  beforeEntry: indexTick(9, '59990.00', 'BTCUSDT', 9_500),
  beforeExit: indexTick(39, '60050.00', 'BTCUSDT', 39_400),
  period: CYCLE_PERIODS[0]!,
  rulesVersion: 'cycle-1',
});

describe('the open cycle orders and their evidence', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetCycleApi();
    resetFeeds();
    resetCycleFeeds();
    setToken('token-1');
    feeds.balances.next([balance('USDT', '1000.00')]);
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('shows an empty list until an order is open', async () => {
    cycleFeeds.orders.next([]);
    await openCycle();
    expect(screen.getByText('No open cycle orders')).toBeTruthy();
  });

  it('an open card counts down and shows the live index against the entry, then turns into the result', async () => {
    cycleFeeds.orders.next([cycleOrder({ openTime: Date.now(), expiryTime: Date.now() + 30_000 })]);
    await openCycle();
    const open = card();
    expect(within(open).getByText('Up')).toBeTruthy();
    expect(within(open).getByText('BTC/USDT')).toBeTruthy();
    expect(cell(open, 'Entry price')).toBe(`60,000.00${formatTickTime(10_000)}`);
    // the server records its ticks on the same clock as this test's
    act(() => indexFeed('BTCUSDT').next([indexTick(11, '60100.00', 'BTCUSDT', Date.now())]));
    await screen.findByText('Winning');
    expect(open.querySelector('[data-part="live"]')?.textContent).toBe('60,100.00');
    expect(open.querySelector('[role="timer"]')?.textContent).toMatch(/^(30|29) s left$/);
    act(() => indexFeed('BTCUSDT').next([indexTick(12, '59000.00', 'BTCUSDT', Date.now())]));
    await screen.findByText('Losing');
    act(() => cycleFeeds.orders.next([settledWin()]));
    const settled = card();
    expect(within(settled).getByText('Win')).toBeTruthy();
    expect(cell(settled, 'Profit')).toBe('+79.90 USDT');
    expect(cell(settled, 'Exit price')).toBe(`60,100.00${formatTickTime(40_000)}`);
  });

  it('counts down on the server’s clock, read from the index ticks, when the phone’s clock is behind', async () => {
    const serverNow = Date.now() + 20_000;
    cycleFeeds.orders.next([cycleOrder({ openTime: serverNow, expiryTime: serverNow + 30_000 })]);
    await openCycle();
    act(() => indexFeed('BTCUSDT').next([indexTick(11, '60100.00', 'BTCUSDT', serverNow)]));
    await screen.findByText('Winning');
    // on the phone's own clock 50 s would be left
    expect(card().querySelector('[role="timer"]')?.textContent).toMatch(/^(30|29) s left$/);
  });

  it('tapping a card opens the evidence sheet: the ticks used, the ones before them, what decided and the rule', async () => {
    fetchCycleEvidence$.mockImplementation(() => of(evidenceOf()));
    cycleFeeds.orders.next([settledWin()]);
    await openCycle();
    fireEvent.click(card());
    expect(fetchCycleEvidence$).toHaveBeenCalledWith('1');
    const sheet = await screen.findByRole('dialog', { name: 'Settlement evidence' });
    const rows: [string, string][] = [
      ['Symbol', 'BTC/USDT'],
      ['Direction', 'Up'],
      ['Period', '30 s'],
      ['Stake', '100.00 USDT'],
      ['Fee', '0.10 USDT'],
      ['Payout on a win', '80%'],
      ['Rule version', 'cycle-1'],
      ['Tick before the entry', `59,990.00 · ${formatTickTime(9_500)} · No. 9`],
      ['Entry tick', `60,000.00 · ${formatTickTime(10_000)} · No. 10`],
      ['Tick before the exit', `60,050.00 · ${formatTickTime(39_400)} · No. 39`],
      ['Exit tick', `60,100.00 · ${formatTickTime(40_000)} · No. 40`],
      ['Decided by', 'Exit 60,100.00 > entry 60,000.00'],
      ['Result', 'Win'],
      ['Profit', '+79.90 USDT'],
      ['Paid back', '180.00 USDT'],
    ];
    expect(rows.map(([label]) => [label, cell(sheet, label)])).toEqual(rows);
    expect(within(sheet).getByText(/Equal prices are a tie/)).toBeTruthy();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the History tab beside the open orders lists the settled ones, each opening its evidence', async () => {
    fetchCycleHistory$.mockImplementation(() => of({ items: [settledWin(cycleOrder({ id: '7' }))], page: 1, size: 20, total: 1 }));
    fetchCycleEvidence$.mockImplementation(() => of(evidenceOf(settledWin(cycleOrder({ id: '7' })))));
    cycleFeeds.orders.next([]);
    await openCycle();
    expect(fetchCycleHistory$).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'History' }));
    const records = await screen.findByRole('list', { name: 'Cycle records' });
    fireEvent.click(within(records).getByRole('button', { name: 'Evidence' }));
    expect(fetchCycleEvidence$).toHaveBeenCalledWith('7');
    await screen.findByRole('dialog', { name: 'Settlement evidence' });
  });

  it('the evidence of an open order says it is not settled yet', async () => {
    const open = cycleOrder({ openTime: Date.now(), expiryTime: Date.now() + 30_000 });
    fetchCycleEvidence$.mockImplementation(() => of({ ...evidenceOf(open), beforeExit: null }));
    cycleFeeds.orders.next([open]);
    await openCycle();
    fireEvent.click(within(card()).getByRole('button', { name: 'Evidence' }));
    const sheet = await screen.findByRole('dialog', { name: 'Settlement evidence' });
    expect([cell(sheet, 'Exit tick'), cell(sheet, 'Tick before the exit')]).toEqual(['Not settled yet', 'Not settled yet']);
    expect(within(sheet).queryByText('Decided by')).toBeNull();
  });
});
