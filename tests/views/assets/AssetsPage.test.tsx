// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken, token$ } from '../../../src/api/storage';
import AssetsPage from '../../../src/views/assets/AssetsPage';
import { ApiError } from '../../../src/api/errors';
import { fetchContractAccount$, resetContractApi } from '../../helpers/contract-api-double';
import { answers } from '../components/api-double';
import { renderAt, setupI18n } from '../components/render';
import { claimDemoFunds$, fetchAssetOverview$, resetApi } from '../trade/helpers/api-double';
import { balance, ticker } from '../trade/helpers/fixtures';
import { feeds, resetFeeds } from '../trade/helpers/streams-double';
import { recordToasts } from '../trade/helpers/toasts';

vi.mock('../../../src/streams', () => import('../trade/helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/spot', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/common', () => import('../components/api-double'));
vi.mock('../../../src/api/contract', () => import('../../helpers/contract-api-double'));

const open = () =>
  renderAt(
    [
      { path: '/property', Component: AssetsPage },
      { path: '/transfer', Component: () => <p>transfer page</p> },
    ],
    '/property',
  );
const total = () => screen.getByTestId('assets-total').textContent;
const rowAssets = (account = 'Spot account') =>
  within(screen.getByRole('list', { name: account }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('strong')?.textContent);
const serverWapConfig = answers.wapConfig;
const BALANCES = [
  balance('USDT', '100.10', '0.2'),
  balance('BTC', '0.00001'),
  balance('ETH', '0.3'),
  balance('USDT', '50', '0', 'contract'),
];

describe('AssetsPage', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetContractApi();
    resetFeeds();
    localStorage.clear();
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
    answers.wapConfig = serverWapConfig;
  });

  it('asks signed-out visitors to log in and come back', async () => {
    clearToken();
    open();
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe('/login?redirect=%2Fproperty');
  });

  it('totals all accounts in USDT exactly and follows the live prices', async () => {
    fetchAssetOverview$.mockImplementation(() => of({ balances: BALANCES }));
    open();
    await screen.findByText('ETH');
    // 100.30 + 0.00001 × 64000 + 0.3 × 3400 + 50 = 1170.94
    expect(total()).toBe('1,170.94');
    expect(screen.getByText('≈ 1,120.94 USDT')).toBeTruthy();
    act(() => feeds.tickers.next(new Map([['ETHUSDT', ticker('ETHUSDT', '3400.01')]])));
    expect(total()).toBe('1,170.94');
    act(() => feeds.tickers.next(new Map([['ETHUSDT', ticker('ETHUSDT', '3500.05')]])));
    expect(total()).toBe('1,200.96');
  });

  it('prefers the live balances over asset/overview', async () => {
    fetchAssetOverview$.mockImplementation(() => of({ balances: BALANCES }));
    open();
    await screen.findByText('ETH');
    act(() => feeds.balances.next([balance('USDT', '7')]));
    expect(total()).toBe('7.00');
    expect(rowAssets()).toEqual(['USDT']);
  });

  it('hides small balances and remembers the choice', async () => {
    act(() => feeds.balances.next(BALANCES));
    open();
    await screen.findByText('ETH');
    expect(rowAssets()).toEqual(['ETH', 'USDT', 'BTC']);
    fireEvent.click(screen.getByRole('switch', { name: 'Hide small balances' }));
    expect(rowAssets()).toEqual(['ETH', 'USDT']);
    expect(localStorage.getItem('HIDE_SMALL_BALANCES')).toBe('1');
    cleanup();
    open();
    await screen.findByText('ETH');
    expect(screen.getByRole('switch', { name: 'Hide small balances' })).toHaveProperty('checked', true);
    expect(rowAssets()).toEqual(['ETH', 'USDT']);
    fireEvent.click(screen.getByRole('tab', { name: 'Futures account' }));
    expect(rowAssets('Futures account')).toEqual(['USDT']);
  });

  it('links Deposit, Withdraw, Fiat, Transfer and Exchange to their screens', async () => {
    act(() => feeds.balances.next(BALANCES));
    open();
    const actions = await screen.findByRole('navigation', { name: 'Asset actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => `${a.textContent} ${a.getAttribute('href')}`),
    ).toEqual(['↓Deposit /recharge', '↑Withdraw /withdraw', '¤Fiat /withdrawBank', '⇄Transfer /transfer', '↻Exchange /convert']);
  });

  it('claims demo funds', async () => {
    const toasts = recordToasts();
    act(() => feeds.balances.next(BALANCES));
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Get demo funds' }));
    expect(claimDemoFunds$).toHaveBeenCalledOnce();
    expect(toasts.list.map((t) => t.text)).toEqual(['Demo funds added']);
    toasts.stop();
  });

  it('offers no demo funds when the server says its demo features are off', async () => {
    answers.wapConfig = () => of({ openH5AppDownload: false, downloadUrl: '', demo: false });
    act(() => feeds.balances.next(BALANCES));
    open();
    await screen.findByText('ETH');
    expect(screen.queryByRole('button', { name: 'Get demo funds' })).toBeNull();
    expect(screen.queryByText('Simulated trading: top up your demo balances at any time.')).toBeNull();
  });
  describe('the futures account', () => {
    const ACCOUNT = {
      asset: 'USDT',
      available: '30',
      frozen: '0',
      positionMargin: '20',
      unrealizedPnl: '-1.50900000',
      realizedPnl: '12.25990000',
      equity: '48.49100000',
    } as const;
    const summary = () => within(screen.getByRole('region', { name: 'Futures account summary' }));

    it('shows equity, available, frozen, position margin, unrealised and realised P/L, and counts them in the totals', async () => {
      fetchContractAccount$.mockImplementation(() => of(ACCOUNT));
      act(() => feeds.balances.next([...BALANCES.slice(0, 3), balance('USDT', '30', '0', 'contract')]));
      open();
      await screen.findByText('ETH');
      // spot 1,120.94 + the futures account's 30 USDT + 20 margin − 1.509 unrealised
      expect(total()).toBe('1,169.43');
      expect(screen.getByText('≈ 48.49 USDT')).toBeTruthy();
      fireEvent.click(screen.getByRole('tab', { name: 'Futures account' }));
      // equity and P/L to the cent, cut towards zero
      expect(screen.getByTestId('contract-equity').textContent).toBe('48.49');
      const cells: [label: string, value: string][] = [
        ['Available', '30.00'],
        ['Frozen', '0.00'],
        ['Position margin', '20.00'],
        ['Unrealised P/L', '-1.50'],
        ['Realised P/L', '+12.25'],
      ];
      for (const [label, value] of cells) expect(summary().getByText(label).nextElementSibling?.textContent).toBe(value);
      expect(rowAssets('Futures account')).toEqual(['USDT']);
    });

    it('asks contract/account again when a futures balance moves, not when a spot one does', async () => {
      act(() => feeds.balances.next(BALANCES));
      open();
      await screen.findByText('ETH');
      expect(fetchContractAccount$).toHaveBeenCalledTimes(1);
      act(() => feeds.balances.next([balance('USDT', '90'), ...BALANCES.slice(1)]));
      expect(fetchContractAccount$).toHaveBeenCalledTimes(1);
      fetchContractAccount$.mockImplementation(() => of({ ...ACCOUNT, equity: '45' }));
      act(() => feeds.balances.next([...BALANCES.slice(0, 3), balance('USDT', '25', '0', 'contract')]));
      expect(fetchContractAccount$).toHaveBeenCalledTimes(2);
      fireEvent.click(screen.getByRole('tab', { name: 'Futures account' }));
      expect(screen.getByTestId('contract-equity').textContent).toBe('45.00');
    });

    it('does not ask contract/account when signing out empties the balances (no request without a session)', async () => {
      // the private feeds empty the balances inside the token's own change, before the page unmounts
      const emptyOnSignOut = token$.subscribe((token) => {
        if (token === null) feeds.balances.next([]);
      });
      act(() => feeds.balances.next([...BALANCES.slice(0, 3), balance('USDT', '30', '0', 'contract')]));
      open();
      await screen.findByText('ETH');
      expect(fetchContractAccount$).toHaveBeenCalledTimes(1);
      act(() => clearToken());
      emptyOnSignOut.unsubscribe();
      expect(fetchContractAccount$).toHaveBeenCalledTimes(1);
    });

    it('offers a retry when contract/account fails', async () => {
      fetchContractAccount$.mockImplementation(() => throwError(() => new ApiError('http', 500, 500, 'down')));
      act(() => feeds.balances.next(BALANCES));
      open();
      fireEvent.click(await screen.findByRole('tab', { name: 'Futures account' }));
      fetchContractAccount$.mockImplementation(() => of(ACCOUNT));
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect((await screen.findByTestId('contract-equity')).textContent).toBe('48.49');
    });
  });
});
