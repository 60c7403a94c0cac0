// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import { clearToken, setToken } from '../../../src/api/storage';
import TransferPage from '../../../src/views/assets/transfer/TransferPage';
import { renderAt, setupI18n } from '../components/render';
import { resetApi, transfer$ } from '../trade/helpers/api-double';
import { balance } from '../trade/helpers/fixtures';
import { feeds, resetFeeds } from '../trade/helpers/streams-double';
import { recordToasts } from '../trade/helpers/toasts';

vi.mock('../../../src/streams', () => import('../trade/helpers/streams-double'));
vi.mock('../../../src/api/market', () => import('../trade/helpers/api-double'));
vi.mock('../../../src/api/assets', () => import('../trade/helpers/api-double'));

const open = (path = '/transfer') => renderAt([{ path: '/transfer', Component: TransferPage }], path);
const amount = () => screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
const type = (value: string) => fireEvent.change(amount(), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
const route = () => [screen.getByTestId('transfer-from').textContent, screen.getByTestId('transfer-to').textContent];

describe('TransferPage', () => {
  let toasts: ReturnType<typeof recordToasts>;
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    setToken('token-1');
    act(() => feeds.balances.next([balance('USDT', '100'), balance('BTC', '0.5'), balance('USDT', '20', '0', 'contract')]));
    toasts = recordToasts();
  });
  afterEach(() => {
    toasts.stop();
    cleanup();
    clearToken();
  });

  it('refuses a zero amount and more than the available balance, sending nothing', async () => {
    open();
    await screen.findByText('Available: 100.00 USDT');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Amount must be greater than zero');
    type('100.01');
    send();
    expect(screen.getByRole('alert').textContent).toBe('Insufficient available balance');
    expect(transfer$).not.toHaveBeenCalled();
  });

  it('swaps the accounts, which never match, and shows the new source balance', async () => {
    open();
    await screen.findByText('Available: 100.00 USDT');
    expect(route()).toEqual(['Spot account', 'Futures account']);
    fireEvent.click(screen.getByRole('button', { name: 'Swap the accounts' }));
    expect(route()).toEqual(['Futures account', 'Spot account']);
    expect(screen.getByText('Available: 20.00 USDT')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(amount().value).toBe('20');
    send();
    expect(transfer$).toHaveBeenCalledWith({
      asset: 'USDT',
      amount: '20',
      from: 'contract',
      to: 'spot',
      clientId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(toasts.list.map((t) => t.text)).toEqual(['Transfer success']);
    expect(amount().value).toBe('');
  });

  it('transfers the chosen coin, reusing the clientId only to retry an unanswered attempt', async () => {
    let calls = 0;
    transfer$.mockImplementation(() => (++calls === 1 ? throwError(() => new ApiError('network', 0, 0, '')) : of({ balances: [] })));
    open('/transfer?asset=btc');
    await screen.findByText('Available: 0.50 BTC');
    type('0.25');
    send();
    send();
    const ids = transfer$.mock.calls.map(([req]) => req.clientId);
    expect(ids[1]).toBe(ids[0]);
    expect(transfer$.mock.calls[1]![0]).toMatchObject({ asset: 'BTC', amount: '0.25', from: 'spot', to: 'contract' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Coin' }), { target: { value: 'USDT' } });
    type('1');
    send();
    expect(transfer$.mock.calls[2]![0].clientId).not.toBe(ids[0]);
  });
});
