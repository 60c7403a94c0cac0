// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConvertQuote } from '@contract/wallet';
import { ApiError } from '../../../../src/api/errors';
import { clearToken, setToken } from '../../../../src/api/storage';
import ConvertPage from '../../../../src/views/wallet/convert/ConvertPage';
import { renderAt, setupI18n } from '../../components/render';
import { resetApi } from '../../trade/helpers/api-double';
import { balance } from '../../trade/helpers/fixtures';
import { feeds, resetFeeds } from '../../trade/helpers/streams-double';
import { recordToasts } from '../../trade/helpers/toasts';

const convertApi = vi.hoisted(() => ({
  fetchConvertQuote$: vi.fn(),
  executeConvert$: vi.fn(),
  fetchConvertHistory$: vi.fn(),
}));
vi.mock('../../../../src/streams', () => import('../../trade/helpers/streams-double'));
vi.mock('../../../../src/api/market', () => import('../../trade/helpers/api-double'));
vi.mock('../../../../src/api/assets', () => import('../../trade/helpers/api-double'));
vi.mock('../../../../src/api/convert', () => convertApi);

const QUOTE: ConvertQuote = {
  id: 'quote-0000000001',
  from: 'USDT',
  to: 'BTC',
  amount: '1000.00000000',
  rate: '0.00001559375',
  marketRate: '0.000015625',
  spread: '0.002',
  receive: '0.01559375',
  createdAt: 1_000_000,
  expiresAt: 1_010_000,
};

const amount = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(amount(), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const coin = (label: string) => (screen.getByRole('combobox', { name: label }) as HTMLSelectElement).value;

/** Waits for the form, then stops the clock: the quote's countdown and expiry move only when a test moves them. */
async function settled() {
  await screen.findByText('Available: 2,000.00 USDT');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
}

describe('ConvertPage', () => {
  let toasts: ReturnType<typeof recordToasts>;
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    convertApi.fetchConvertQuote$.mockReset().mockImplementation(() => of(QUOTE));
    convertApi.executeConvert$.mockReset().mockImplementation(() => of({ id: '1' }));
    setToken('token-1');
    act(() => feeds.balances.next([balance('USDT', '2000'), balance('BTC', '0.5')]));
    toasts = recordToasts();
    renderAt([{ path: '/convert', Component: ConvertPage }], '/convert');
  });
  afterEach(() => {
    toasts.stop();
    cleanup();
    clearToken();
    vi.useRealTimers();
  });

  it('shows each limit’s message before asking and asks for nothing', async () => {
    await settled();
    for (const [typed, message] of [
      ['', 'Amount must be greater than zero'],
      ['0.0009', 'The minimum amount to exchange is 0.001 USDT'],
      ['1000000.01', 'The maximum amount to exchange is 1,000,000.00 USDT'],
      ['2000.01', 'Insufficient available balance'],
    ]) {
      type(typed!);
      press('Get a quote');
      expect(screen.getByRole('alert').textContent, typed).toBe(message);
    }
    expect(convertApi.fetchConvertQuote$).not.toHaveBeenCalled();
  });

  it('swaps the coins and keeps the two sides different', async () => {
    await settled();
    expect([coin('From coin'), coin('To coin')]).toEqual(['USDT', 'BTC']);
    press('Swap the coins');
    expect([coin('From coin'), coin('To coin')]).toEqual(['BTC', 'USDT']);
    expect(screen.getByText('Available: 0.50000000 BTC')).toBeTruthy();
    // picking the coin of the other side swaps them rather than making both the same
    fireEvent.change(screen.getByRole('combobox', { name: 'To coin' }), { target: { value: 'BTC' } });
    expect([coin('From coin'), coin('To coin')]).toEqual(['USDT', 'BTC']);
  });

  it('quotes with the rate, spread, receive and a countdown, and confirms with the quote and one client id', async () => {
    await settled();
    press('All');
    expect(amount().value).toBe('2000');
    type('1000');
    press('Get a quote');
    expect(convertApi.fetchConvertQuote$).toHaveBeenCalledWith({ from: 'USDT', to: 'BTC', amount: '1000' });
    expect(screen.getByTestId('convert-rate').textContent).toBe('1 USDT ≈ 0.00001559375 BTC');
    expect(screen.getByText('0.2%')).toBeTruthy();
    expect(screen.getByTestId('convert-receive').textContent).toBe('0.01559375 BTC');
    expect(screen.getByTestId('convert-countdown').textContent).toBe('Quote valid for 10 s');
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.getByTestId('convert-countdown').textContent).toBe('Quote valid for 7 s');
    press('Confirm exchange');
    expect(convertApi.executeConvert$).toHaveBeenCalledWith({ quoteId: QUOTE.id, clientId: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(toasts.list.map((t) => t.text)).toEqual(['Exchange success']);
    expect(amount().value).toBe('');
    expect(screen.queryByTestId('convert-rate')).toBeNull();
  });

  it('an expired quote shows the message and a refresh that asks again; a refused confirm expires it too', async () => {
    await settled();
    type('1000');
    press('Get a quote');
    act(() => void vi.advanceTimersByTime(9_999));
    expect(screen.queryByText('The quote has expired')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toBe('The quote has expired');
    expect(screen.queryByRole('button', { name: 'Confirm exchange' })).toBeNull();
    press('Refresh quote');
    expect(convertApi.fetchConvertQuote$).toHaveBeenCalledTimes(2);
    convertApi.executeConvert$.mockImplementation(() =>
      throwError(() => new ApiError('http', 422, 422, 'The quote has expired; please refresh the quote')),
    );
    press('Confirm exchange');
    expect(screen.getByRole('button', { name: 'Refresh quote' })).toBeTruthy();
  });
});
