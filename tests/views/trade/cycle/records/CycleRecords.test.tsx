// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CycleEvidence, CycleOrder } from '@contract/cycle';
import type { Paged } from '@contract/primitives';
import { CycleRecords } from '../../../../../src/views/trade/cycle/records/CycleRecords';
import { formatTickTime } from '../../../../../src/views/trade/cycle/tickText';
import { fetchCycleEvidence$, fetchCycleHistory$, resetCycleApi } from '../../../../helpers/cycle-api-double';
import { CYCLE_PERIODS, cycleOrder, indexTick, settledWin } from '../../../../helpers/cycle-fixtures';
import { setupI18n } from '../../../components/render';
import { cycleFeeds, resetCycleFeeds } from '../helpers/cycle-streams-double';

vi.mock('../../../../../src/streams', () => import('../helpers/cycle-streams-double'));
vi.mock('../../../../../src/api/cycle', () => import('../../../../helpers/cycle-api-double'));

const page = (items: CycleOrder[], total = items.length, pageNo = 1): Paged<CycleOrder> => ({ items, page: pageNo, size: 20, total });
/** settled orders with ids from `first` down, newest first */
const settled = (first: number, count: number) =>
  Array.from({ length: count }, (_, i) => settledWin(cycleOrder({ id: String(first - i), openTime: (first - i) * 1_000 })));
const cards = () => within(screen.getByRole('list', { name: 'Cycle records' })).getAllByRole('listitem');
const cell = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextSibling?.textContent;

describe('the cycle records', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetCycleApi();
    resetCycleFeeds();
    cycleFeeds.orders.next([]);
  });
  afterEach(cleanup);

  it('shows each settled order: result, direction, symbol, period, stake, fee, profit, paid back, entry and exit with their times', async () => {
    const lost: CycleOrder = {
      ...cycleOrder({ id: '8', symbol: 'XAUUSDT', category: 'commodities', direction: 'down', periodSeconds: 60, payoutRate: '0.82' }),
      entry: indexTick(5, '2350.10', 'XAUUSDT', 10_250),
      status: 'settled',
      exit: indexTick(65, '2351.00', 'XAUUSDT', 70_000),
      outcome: 'lose',
      profit: '-100.10',
      payout: '0.00',
      settledAt: 70_000,
      version: 2,
    };
    fetchCycleHistory$.mockImplementation(() => of(page([lost])));
    render(<CycleRecords />);
    const [card] = await screen.findAllByRole('listitem');
    const scope = within(card!);
    expect(scope.getByText('Loss')).toBeTruthy();
    expect(scope.getByText('Down')).toBeTruthy();
    expect(scope.getByText('XAU/USDT')).toBeTruthy();
    expect(scope.getByText('60 s')).toBeTruthy();
    expect(cell(card!, 'Stake')).toBe('100.00 USDT');
    expect(cell(card!, 'Fee')).toBe('0.10 USDT');
    expect(cell(card!, 'Profit')).toBe('-100.10 USDT');
    expect(cell(card!, 'Paid back')).toBe('0.00 USDT');
    expect(cell(card!, 'Entry price')).toBe(`2,350.10${formatTickTime(10_250)}`);
    expect(cell(card!, 'Exit price')).toBe(`2,351.00${formatTickTime(70_000)}`);
  });

  it('asks page after page with "load more", newest first, until the end', async () => {
    fetchCycleHistory$.mockImplementation((req) => of(req?.page === 2 ? page(settled(5, 5), 25, 2) : page(settled(25, 20), 25)));
    render(<CycleRecords />);
    await screen.findAllByRole('listitem');
    expect(cards()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more records')).toBeTruthy();
    expect(cards().map((li) => li.dataset.orderId)).toEqual(Array.from({ length: 25 }, (_, i) => String(25 - i)));
    expect(fetchCycleHistory$.mock.calls.map(([req]) => req)).toEqual([
      { page: 1, size: 20 },
      { page: 2, size: 20 },
    ]);
  });

  it('says so when nothing is settled yet, and offers a retry when cycle/order/history fails', async () => {
    render(<CycleRecords />);
    expect(await screen.findByText('No settled cycle orders yet')).toBeTruthy();
    cleanup();

    fetchCycleHistory$.mockImplementationOnce(() => throwError(() => new Error('down')));
    render(<CycleRecords />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No settled cycle orders yet')).toBeTruthy();
  });

  it('puts an order settled on the socket in front (page 1 asked again)', async () => {
    fetchCycleHistory$.mockImplementation(() => of(page(settled(3, 1))));
    render(<CycleRecords />);
    await screen.findAllByRole('listitem');
    const justSettled = settledWin(cycleOrder({ id: '4', openTime: 4_000 }));
    fetchCycleHistory$.mockImplementation(() => of(page([justSettled, ...settled(3, 1)])));
    act(() => cycleFeeds.orders.next([justSettled]));
    await screen.findByText((_, el) => el?.getAttribute('data-order-id') === '4');
    expect(cards().map((li) => li.dataset.orderId)).toEqual(['4', '3']);
  });

  it('opens the evidence sheet of the tapped order', async () => {
    const order = settledWin(cycleOrder({ id: '3' }));
    const evidence: CycleEvidence = {
      order,
      beforeEntry: indexTick(9, '59990.00', 'BTCUSDT', 9_500),
      beforeExit: indexTick(39, '60050.00', 'BTCUSDT', 39_400),
      period: CYCLE_PERIODS[0]!,
      rulesVersion: 'cycle-1',
    };
    fetchCycleHistory$.mockImplementation(() => of(page([order])));
    fetchCycleEvidence$.mockImplementation(() => of(evidence));
    render(<CycleRecords />);
    fireEvent.click(await screen.findByRole('button', { name: 'Evidence' }));
    expect(await screen.findByRole('dialog', { name: 'Settlement evidence' })).toBeTruthy();
    expect(fetchCycleEvidence$).toHaveBeenCalledWith('3');
  });
});
