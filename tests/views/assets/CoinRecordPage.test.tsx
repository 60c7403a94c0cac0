// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of, throwError, type Observable } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssetRecordsReq, FundingRecord } from '@contract/assets';
import type { Paged } from '@contract/primitives';
import { clearToken, setToken } from '../../../src/api/storage';
import CoinRecordPage from '../../../src/views/assets/CoinRecordPage';
import { renderAt, setupI18n } from '../components/render';
import { resetApi } from '../trade/helpers/api-double';
import { balance, paged } from '../trade/helpers/fixtures';
import { feeds, resetFeeds } from '../trade/helpers/streams-double';

const records = vi.hoisted(() => ({
  fetchAssetRecords$: vi.fn((_req: AssetRecordsReq): Observable<Paged<FundingRecord>> => {
    throw new Error('set per test');
  }),
}));

vi.mock('../../../src/streams', () => import('../trade/helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/assets', () => records);

const record = (id: number, over: Partial<FundingRecord> = {}): FundingRecord => ({
  id: `${id}:USDT`,
  kind: 'deposit',
  asset: 'USDT',
  amount: '25.00000000',
  status: 'completed',
  ts: Date.UTC(2026, 10, 24, 12, id),
  ...over,
});

const cards = () => screen.getAllByRole('listitem').map((li) => li.textContent);

describe('CoinRecordPage', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    records.fetchAssetRecords$.mockReset();
    setToken('token-1');
    act(() => feeds.balances.next([balance('USDT', '100'), balance('BTC', '0.1')]));
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  const open = () => renderAt([{ path: '/property/coinRecord', Component: CoinRecordPage }], '/property/coinRecord');

  it('shows each funding movement with its kind, signed amount and status, a transfer with its accounts', async () => {
    records.fetchAssetRecords$.mockImplementation(() =>
      of(
        paged([
          record(4, { kind: 'deposit', status: 'credited' }),
          record(3, { kind: 'convert', amount: '-640.00000000' }),
          record(2, { kind: 'transfer', amount: '0.00000000', moved: '10.00000000', from: 'spot', to: 'contract' }),
          record(1, { kind: 'airdrop_later', asset: 'BTC', amount: '0.5', status: 'settling' }),
        ]),
      ),
    );
    open();
    await screen.findByText('Credited · locked');
    expect(records.fetchAssetRecords$).toHaveBeenCalledWith({ page: 1, size: 20 });
    expect(cards()).toEqual([
      expect.stringMatching(/^DepositCredited · locked\+25\.00 USDT/),
      expect.stringMatching(/^ExchangeCompleted-640\.00 USDT/),
      expect.stringMatching(/^TransferCompleted10\.00 USDTSpot account → Futures account/),
      expect.stringMatching(/^Funding movementIn progress\+0\.5\d* BTC/),
    ]);
  });

  it('narrows the list to one coin with the chips', async () => {
    records.fetchAssetRecords$.mockImplementation((req) =>
      of(paged(req.asset === 'BTC' ? [record(9, { asset: 'BTC', amount: '0.1' })] : [record(1)])),
    );
    open();
    await screen.findByText(/25\.00 USDT/);
    const chips = within(screen.getByRole('group', { name: 'Filter by coin' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['All coins', 'USDT', 'BTC']);
    fireEvent.click(chips.getByRole('button', { name: 'BTC' }));
    expect(records.fetchAssetRecords$).toHaveBeenLastCalledWith({ page: 1, size: 20, asset: 'BTC' });
    await screen.findByText(/0\.1\d* BTC/);
    expect(screen.queryByText(/25\.00 USDT/)).toBeNull();
    expect(chips.getByRole('button', { name: 'BTC' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('merges a fresh first page when a balances push arrives', async () => {
    records.fetchAssetRecords$.mockImplementation(() => of(paged([record(1)])));
    open();
    await screen.findByText(/25\.00 USDT/);
    records.fetchAssetRecords$.mockImplementation(() => of(paged([record(2, { kind: 'demo_fund', amount: '1000' }), record(1)], 1, 2)));
    act(() => feeds.balances.next([balance('USDT', '1100'), balance('BTC', '0.1')]));
    expect(await screen.findByText('Demo funds')).toBeTruthy();
    expect(cards()).toHaveLength(2);
  });

  it('says when there is nothing yet, and offers a retry when the call fails', async () => {
    records.fetchAssetRecords$.mockImplementation(() => throwError(() => new Error('offline')));
    open();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    records.fetchAssetRecords$.mockImplementation(() => of(paged([])));
    fireEvent.click(retry);
    expect(await screen.findByText('No funding records yet')).toBeTruthy();
  });
});
