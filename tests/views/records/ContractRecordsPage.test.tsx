// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { clearToken, setToken } from '../../../src/api/storage';
import ContractRecordsPage from '../../../src/views/records/futures/ContractRecordsPage';
import {
  cancelFuturesOrder$,
  fetchFuturesOpenOrders$,
  fetchFuturesOrderHistory$,
  fetchFundingRecords$,
  fetchPerpetualInfo$,
  fetchPositionHistory$,
  fetchPositions$,
  resetContractApi,
} from '../../helpers/contract-api-double';
import { closedPosition, fundingPayment } from '../../helpers/contract-fixtures';
import { futuresOrder, markTick, position } from '../../helpers/futures-fixtures';
import { futuresFeeds, markFeed, resetFuturesFeeds } from '../../helpers/futures-streams-double';
import { renderAt, setupI18n } from '../components/render';

vi.mock('../../../src/streams', () => import('../../helpers/futures-streams-double'));
vi.mock('../../../src/api/contract', () => import('../../helpers/contract-api-double'));

const open = (path = '/contractRecord/BTC') =>
  renderAt(
    [
      { path: '/contractRecord/:coinType', Component: ContractRecordsPage },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    path,
  );
const cards = () => screen.queryAllByRole('listitem');
/** the cards only, not the fills listed inside a liquidation's evidence */
const recordCards = () => document.querySelectorAll('.record-card');
const paged = <T,>(items: T[], page = 1, total = items.length) => ({ items, page, size: 20, total });

describe('ContractRecordsPage', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetContractApi();
    resetFuturesFeeds();
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('asks signed-out visitors to log in and come back', async () => {
    clearToken();
    open();
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login?redirect=%2FcontractRecord%2FBTC');
  });

  it.each([
    ['/contractRecord/btc', 'BTCUSDT-PERP'],
    ['/contractRecord/ETHUSDT-PERP', 'ETHUSDT-PERP'],
  ])('%s asks for the perpetual %s', async (path, symbol) => {
    open(path);
    await screen.findByText('Positions', { selector: '[role=tab]' });
    expect(fetchPerpetualInfo$).toHaveBeenCalledWith(symbol);
  });

  it('says so for a coin without a perpetual', async () => {
    fetchPerpetualInfo$.mockImplementation(() => throwError(() => new ApiError('http', 404, 404, 'Unknown perpetual')));
    open('/contractRecord/NOPE');
    expect(await screen.findByText('This coin has no perpetual here')).toBeTruthy();
  });

  it("shows the perpetual's open position with every field of the spec, and follows the positions channel", async () => {
    fetchPositions$.mockImplementation(() =>
      of([
        position({ unrealizedPnl: '12.5', roe: '20.83', funding: '-0.06', takeProfit: '66000.00' }),
        position({ id: '2', symbol: 'ETHUSDT-PERP' }),
      ]),
    );
    open();
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    const card = within(cards()[0]!);
    for (const label of [
      'Open price',
      'Quantity (lots)',
      'Margin',
      'Est. liquidation price',
      'Fee',
      'Position interest',
      'Take-profit price',
      'Stop-loss price',
      'Unrealised P/L',
      'Yield (ROE)',
      'Position value',
      'Closable (lots)',
      'Open time',
      'Position number',
    ])
      expect(card.getByText(label)).toBeTruthy();
    expect(card.getByText('Long')).toBeTruthy();
    expect(card.getByText('Isolated 10x')).toBeTruthy();
    expect(card.getByText('54,240.00')).toBeTruthy();
    expect(card.getByText('66,000.00')).toBeTruthy();
    expect(card.getByText('+12.50')).toBeTruthy();
    expect(card.getByText('+20.83%')).toBeTruthy();
    expect(card.getByText('-0.06')).toBeTruthy();

    act(() => futuresFeeds.positions.next([position({ quantity: '4', closableQty: '4' })]));
    expect(within(cards()[0]!).getAllByText('4')).toHaveLength(2);
    act(() => futuresFeeds.positions.next([]));
    expect(screen.getByText('No open positions')).toBeTruthy();
  });

  it('values the open position on the mark every frame, as the trade screen does', async () => {
    act(() => futuresFeeds.positions.next([position()]));
    open();
    const card = within((await screen.findAllByRole('listitem'))[0]!);
    const cell = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    markFeed('BTCUSDT-PERP').next(markTick('61000.00', 2));
    await vi.waitFor(() => expect(cell('Unrealised P/L')).toBe('+10.00'));
    expect([cell('Yield (ROE)'), cell('Mark price'), cell('Position value')]).toEqual(['+16.66%', '61,000.00', '610.00']);
  });

  it('pages the history positions, and shows a liquidation with the mark tick and the fills it used', async () => {
    const liquidated = closedPosition({
      id: '9',
      reason: 'liquidated',
      closePrice: '54190.00',
      realizedPnl: '-58.1',
      liquidation: {
        mark: '54230.00',
        markTs: 1_700_000_300_000,
        markSeq: 4711,
        liquidationPrice: '54240.00',
        maintenanceMargin: '2.4',
        fills: [
          ['54200.00', '6'],
          ['54175.00', '4'],
        ],
        insuranceFund: '1.5',
      },
    });
    const older = Array.from({ length: 19 }, (_, i) => closedPosition({ id: String(100 + i) }));
    fetchPositionHistory$.mockImplementation((req) =>
      of(req?.page === 2 ? paged([closedPosition({ id: '50' })], 2, 21) : paged([liquidated, ...older], 1, 21)),
    );
    open('/contractRecord/BTC?tab=positionHistory');
    const evidence = within(await screen.findByRole('region', { name: 'Liquidation evidence' }));
    expect(evidence.getByText('54,230.00')).toBeTruthy();
    expect(evidence.getByText('4711')).toBeTruthy();
    expect(evidence.getByText('6 lots at 54,200.00')).toBeTruthy();
    expect(evidence.getByText('4 lots at 54,175.00')).toBeTruthy();
    expect(screen.getByText('Liquidated')).toBeTruthy();
    expect(screen.getByText('-58.10')).toBeTruthy();
    expect(fetchPositionHistory$).toHaveBeenLastCalledWith({ symbol: 'BTCUSDT-PERP', page: 1, size: 20 });
    expect(recordCards()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more records')).toBeTruthy();
    expect(recordCards()).toHaveLength(21);
    expect(fetchPositionHistory$).toHaveBeenLastCalledWith({ symbol: 'BTCUSDT-PERP', page: 2, size: 20 });
  });

  it('revokes a current order with contract/order/cancel and reloads the list', async () => {
    fetchFuturesOpenOrders$.mockImplementation(() => of(paged([futuresOrder()])));
    cancelFuturesOrder$.mockImplementation((id) => of(futuresOrder({ id, status: 'cancelled' })));
    open('/contractRecord/BTC?tab=open');
    const card = within((await screen.findAllByRole('listitem'))[0]!);
    expect(card.getByText('Open long')).toBeTruthy();
    expect(card.getByText('59,000.00')).toBeTruthy();
    expect(card.getByText('Order number')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Revoke' }));
    expect(cancelFuturesOrder$).toHaveBeenCalledWith('7');
    expect(fetchFuturesOpenOrders$).toHaveBeenCalledTimes(2);
  });

  it('follows the futuresOrders channel once it delivers: open orders of the perpetual, live', async () => {
    act(() => futuresFeeds.futuresOrders.next([futuresOrder(), futuresOrder({ id: '8', symbol: 'ETHUSDT-PERP' })]));
    open('/contractRecord/BTC?tab=open');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(fetchFuturesOpenOrders$).toHaveBeenCalledTimes(1);
    act(() => futuresFeeds.futuresOrders.next([futuresOrder({ id: '8', symbol: 'ETHUSDT-PERP' })]));
    expect(screen.getByText('No open orders')).toBeTruthy();
  });

  it('merges the newest history in when an order or the position of the perpetual changes live', async () => {
    act(() => {
      futuresFeeds.futuresOrders.next([futuresOrder()]);
      futuresFeeds.positions.next([]);
    });
    fetchFuturesOrderHistory$.mockImplementation(() => of(paged([futuresOrder({ id: '3', status: 'cancelled' })])));
    open('/contractRecord/BTC?tab=history');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    fetchFuturesOrderHistory$.mockImplementation(() =>
      of(paged([futuresOrder({ status: 'filled', filledQty: '5' }), futuresOrder({ id: '3', status: 'cancelled' })])),
    );
    act(() => futuresFeeds.positions.next([position({ symbol: 'ETHUSDT-PERP' })]));
    expect(fetchFuturesOrderHistory$).toHaveBeenCalledTimes(1);
    act(() => {
      futuresFeeds.futuresOrders.next([]);
      futuresFeeds.positions.next([position({ symbol: 'ETHUSDT-PERP' }), position({ id: '4' })]);
    });
    expect(await screen.findByText('Filled')).toBeTruthy();
    expect(cards()).toHaveLength(2);
  });

  it('lists history orders with who sent them and the realised P/L of a close', async () => {
    fetchFuturesOrderHistory$.mockImplementation(() =>
      of(
        paged([
          futuresOrder({
            id: '8',
            action: 'close',
            side: 'sell',
            type: 'market',
            origin: 'liquidation',
            status: 'filled',
            filledQty: '10',
            avgPrice: '54190.00',
            realizedPnl: '-58.1',
          }),
        ]),
      ),
    );
    open('/contractRecord/BTC?tab=history');
    const card = within((await screen.findAllByRole('listitem'))[0]!);
    expect(card.getByText('Close long')).toBeTruthy();
    expect(card.getByText('Liquidation')).toBeTruthy();
    expect(card.getByText('-58.10')).toBeTruthy();
    expect(card.getByText('54,190.00')).toBeTruthy();
    expect(card.getByText('Filled')).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('lists the funding payments of the perpetual: time, rate, mark, amount signed and named received or paid, paged', async () => {
    const paid = fundingPayment();
    const received = fundingPayment({ id: '2', ts: 1_699_948_800_000, rate: '-0.00025', mark: '59980.50', markSeq: 640, amount: '0.15' });
    const older = Array.from({ length: 18 }, (_, i) => fundingPayment({ id: String(100 + i) }));
    fetchFundingRecords$.mockImplementation((req) =>
      of(req?.page === 2 ? paged([fundingPayment({ id: '50' })], 2, 21) : paged([paid, received, ...older], 1, 21)),
    );
    open('/contractRecord/BTC?tab=funding');
    await screen.findAllByRole('listitem');
    expect(screen.getByRole('tab', { name: 'Funding' }).getAttribute('aria-selected')).toBe('true');
    expect(fetchFundingRecords$).toHaveBeenLastCalledWith({ symbol: 'BTCUSDT-PERP', page: 1, size: 20 });
    const [first, second] = cards().map((card) => within(card));
    const cell = (card: typeof first, label: string) => card!.getByText(label).nextElementSibling?.textContent;
    expect(first!.getByText('BTC/USDT')).toBeTruthy();
    expect(first!.getByText('Paid')).toBeTruthy();
    expect(cards()[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2023-11-14T16:00:00.000Z');
    expect([cell(first, 'Amount'), cell(first, 'Funding rate'), cell(first, 'Mark price'), cell(first, 'Mark tick number')]).toEqual([
      '-0.06005',
      '+0.0100%',
      '60,050.00',
      '812',
    ]);
    expect(second!.getByText('Received')).toBeTruthy();
    expect([cell(second, 'Amount'), cell(second, 'Funding rate'), cell(second, 'Mark price')]).toEqual(['+0.15', '-0.0250%', '59,980.50']);
    expect(cards()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('No more records')).toBeTruthy();
    expect(cards()).toHaveLength(21);
    expect(fetchFundingRecords$).toHaveBeenLastCalledWith({ symbol: 'BTCUSDT-PERP', page: 2, size: 20 });
  });

  it('says when there is no funding payment yet, and offers a retry when contract/funding/records fails', async () => {
    fetchFundingRecords$.mockImplementationOnce(() => throwError(() => new Error('down')));
    open('/contractRecord/BTC?tab=funding');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No funding payments yet')).toBeTruthy();
    expect(fetchFundingRecords$).toHaveBeenCalledTimes(2);
  });

  it('brings a new funding payment in when the position of the perpetual changes live (a funding run bumps its version)', async () => {
    act(() => futuresFeeds.positions.next([position()]));
    open('/contractRecord/BTC?tab=funding');
    expect(await screen.findByText('No funding payments yet')).toBeTruthy();
    fetchFundingRecords$.mockImplementation(() => of(paged([fundingPayment()])));
    act(() => futuresFeeds.positions.next([position({ funding: '-0.06005', version: 2 })]));
    expect(await screen.findByText('Paid')).toBeTruthy();
  });

  it("links the open position's interest to its funding payments", async () => {
    act(() => futuresFeeds.positions.next([position({ funding: '-0.06' })]));
    open();
    const link = await screen.findByRole('link', { name: 'Position interest -0.06: see the funding payments' });
    expect(link.getAttribute('href')).toBe('/contractRecord/BTCUSDT-PERP?tab=funding');
    fireEvent.click(link);
    expect(await screen.findByText('No funding payments yet')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Funding' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows an empty state per tab', async () => {
    open('/contractRecord/BTC?tab=history');
    expect(await screen.findByText('No finished orders yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Position history' }));
    expect(await screen.findByText('No closed positions yet')).toBeTruthy();
  });
});
