// @vitest-environment jsdom
import '../../components/charts/canvasStub';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { ApiError } from '../../../../src/api/errors';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import { placeCycleOrder$, resetCycleApi } from '../../../helpers/cycle-api-double';
import { cycleOrder } from '../../../helpers/cycle-fixtures';
import { setupI18n } from '../../components/render';
import { balance } from '../helpers/fixtures';
import { recordToasts } from '../helpers/toasts';
import { cycleFeeds, feeds, resetCycleFeeds, resetFeeds } from './helpers/cycle-streams-double';
import { openCycle, stakeField } from './helpers/cycle-page';

vi.mock('../../../../src/streams', () => import('./helpers/cycle-streams-double'));
vi.mock('../../../../src/api/cycle', () => import('../../../helpers/cycle-api-double'));
vi.mock('../../../../src/api/assets', () => import('../helpers/api-double'));

const type = (value: string) => fireEvent.change(stakeField(), { target: { value } });
const buy = (direction: 'up' | 'down') => fireEvent.click(screen.getByRole('button', { name: direction === 'up' ? 'Buy up' : 'Buy down' }));
const message = () => screen.getByRole('alert').textContent;

describe('the cycle buy form', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetCycleApi();
    resetFeeds();
    resetCycleFeeds();
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('signed out: the rules, chart and periods show, and the buy buttons lead to login and back', async () => {
    await openCycle('/cycle?symbol=XAUUSDT');
    const periods = screen.getByRole('radiogroup', { name: 'Period' });
    expect(
      within(periods)
        .getAllByRole('radio')
        .map((chip) => chip.textContent),
    ).toEqual(['30 s80%--', '60 s82%--', '120 s85%--', '300 s88%--']);
    expect(screen.getByRole('figure', { name: 'Live index price of XAU/USDT' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rules (version cycle-1)' })).toBeTruthy();
    for (const name of ['Buy up', 'Buy down']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/login?redirect=%2Fcycle%3Fsymbol%3DXAUUSDT');
    }
    expect(screen.getByText('Log in to buy cycle contracts and follow your orders')).toBeTruthy();
  });

  it('shows the fee and the expected return of the typed stake on every period before buying', async () => {
    await openCycle();
    type('100');
    const chips = within(screen.getByRole('radiogroup', { name: 'Period' })).getAllByRole('radio');
    expect(chips.map((chip) => chip.textContent)).toEqual(['30 s80%180.00', '60 s82%182.00', '120 s85%185.00', '300 s88%188.00']);
    expect(screen.getByText('Fee (0.1%)').nextSibling?.textContent).toBe('0.10 USDT');
    expect(screen.getByText('Expected return if you win').nextSibling?.textContent).toBe('180.00 USDT');
    fireEvent.click(chips[3]!);
    expect(screen.getByText('Expected return if you win').nextSibling?.textContent).toBe('188.00 USDT');
    expect(screen.getByText('Min 10.00 · max 50,000.00 USDT')).toBeTruthy();
  });

  it('the periods are one radio group: Tab reaches the chosen chip, the arrow keys choose and focus the next', async () => {
    await openCycle();
    const chips = () => within(screen.getByRole('radiogroup', { name: 'Period' })).getAllByRole('radio');
    expect(chips().map((chip) => chip.tabIndex)).toEqual([0, -1, -1, -1]);
    fireEvent.keyDown(chips()[0]!, { key: 'ArrowRight' });
    expect(chips().map((chip) => chip.getAttribute('aria-checked'))).toEqual(['false', 'true', 'false', 'false']);
    expect(document.activeElement).toBe(chips()[1]);
    fireEvent.keyDown(chips()[1]!, { key: 'ArrowLeft' });
    fireEvent.keyDown(chips()[0]!, { key: 'ArrowLeft' });
    expect(chips().map((chip) => chip.tabIndex)).toEqual([-1, -1, -1, 0]);
    expect(screen.getByText('Min 10.00 · max 50,000.00 USDT')).toBeTruthy();
  });

  it('refuses each bad stake with its message and sends nothing', async () => {
    setToken('token-1');
    feeds.balances.next([balance('USDT', '50.00')]);
    await openCycle();
    const cases: [string, string][] = [
      ['', 'Enter a stake'],
      ['0', 'Amount must be greater than zero'],
      ['9.99', 'The minimum stake is 10.00 USDT'],
      ['5000.01', 'The maximum stake is 5,000.00 USDT'],
      // 50 + 0.05 fee is more than the 50.00 available
      ['50', 'Insufficient available balance'],
    ];
    for (const [stake, text] of cases) {
      type(stake);
      buy('up');
      expect([stake, message()]).toEqual([stake, text]);
    }
    type('10.5');
    type('10.555');
    expect(message()).toBe('At most 2 decimal places');
    expect(stakeField().value).toBe('10.5');
    expect(placeCycleOrder$).not.toHaveBeenCalled();
  });

  it('buys with one request carrying a client id, toasts, and a retry after no answer reuses the id', async () => {
    setToken('token-1');
    feeds.balances.next([balance('USDT', '1000.00')]);
    const toasts = recordToasts();
    placeCycleOrder$.mockReturnValueOnce(throwError(() => new ApiError('network', 0, 0, ''))).mockImplementation(() => of(cycleOrder()));
    await openCycle('/cycle?symbol=ETHUSDT');
    type('25.5');
    buy('down');
    buy('down');
    expect(placeCycleOrder$).toHaveBeenCalledTimes(2);
    const [first, again] = placeCycleOrder$.mock.calls.map(([req]) => req);
    expect(first).toEqual({
      category: 'crypto',
      symbol: 'ETHUSDT',
      direction: 'down',
      periodSeconds: 30,
      stake: '25.5',
      clientId: first!.clientId,
    });
    expect(first!.clientId).toMatch(/.{8,}/);
    expect(again).toEqual(first);
    expect(toasts.list.map((t) => t.text)).toEqual(['Order placed']);
    // a new order after a definite answer gets its own id
    buy('down');
    expect(placeCycleOrder$.mock.calls[2]![0].clientId).not.toBe(first!.clientId);
    toasts.stop();
  });

  it('Max fills the largest stake the balance pays with its fee', async () => {
    setToken('token-1');
    feeds.balances.next([balance('USDT', '100.09')]);
    await openCycle();
    expect(screen.getByText('Available').nextSibling?.textContent).toBe('100.09 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(stakeField().value).toBe('99.99');
    act(() => feeds.balances.next([balance('USDT', '1000000')]));
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(stakeField().value).toBe('5000');
  });

  it('category tabs switch to the first symbol of the other category, in the address', async () => {
    const { router } = await openCycle();
    expect(screen.getByRole('button', { name: 'Choose a symbol, now BTC/USDT' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Commodities' }));
    expect(router.state.location.search).toBe('?symbol=XAUUSDT');
    await screen.findByRole('button', { name: 'Choose a symbol, now XAU/USDT' });
    fireEvent.click(screen.getByRole('button', { name: 'Choose a symbol, now XAU/USDT' }));
    const sheet = screen.getByRole('dialog', { name: 'Cycle symbols' });
    expect(
      within(sheet)
        .getAllByRole('button', { name: /USDT/ })
        .map((b) => b.querySelector('strong')?.textContent),
    ).toEqual(['XAU/USDT', 'XAG/USDT', 'WTI/USDT']);
    fireEvent.click(within(sheet).getByRole('button', { name: /WTI\/USDT/ }));
    expect(router.state.location.search).toBe('?symbol=WTIUSDT');
    expect(cycleFeeds.index.has('WTIUSDT')).toBe(true);
  });
});
