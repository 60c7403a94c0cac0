// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { clearToken, setToken } from '../../../../src/api/storage';
import WithdrawPage from '../../../../src/views/wallet/withdraw/WithdrawPage';
import { confirmed, deposit } from '../../../helpers/deposit-fixtures';
import { mined, withdrawal } from '../../../helpers/withdrawal-fixtures';
import { renderAt, setupI18n } from '../../components/render';
import { balance } from '../../trade/helpers/fixtures';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from './withdraw-doubles';

vi.mock('../../../../src/streams', () => import('./withdraw-doubles'));
vi.mock('../../../../src/api/wallet', () => import('./withdraw-doubles'));
vi.mock('../../../../src/api/account', () => import('./withdraw-doubles'));
vi.mock('../../../../src/api/assets', () => import('./withdraw-doubles'));
vi.mock('../../../../src/api/market', () => import('./withdraw-doubles'));

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const shown = (testId: string) => screen.getByTestId(testId).textContent;

let toasts: ReturnType<typeof recordToasts>;
async function open(user: Parameters<typeof doubles.resetDoubles>[0] = {}) {
  doubles.resetDoubles(user);
  setToken('token-1');
  toasts = recordToasts();
  renderAt(
    [
      { path: '/withdraw', Component: WithdrawPage },
      { path: '/mine/fund', Component: () => <p>fund password page</p> },
    ],
    '/withdraw',
  );
  act(() => {
    doubles.feeds.balances.next([balance('USDT', '1500')]);
    doubles.feeds.deposits.next([confirmed(deposit({ id: '1', amount: '300' }), 2), confirmed(deposit({ id: '2', amount: '200' }), 3)]);
    doubles.feeds.withdrawals.next([]);
  });
  await screen.findByRole('form', { name: 'Withdraw' });
}

describe('WithdrawPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    toasts?.stop();
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in', () => {
    doubles.resetDoubles();
    renderAt([{ path: '/withdraw', Component: WithdrawPage }], '/withdraw');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fwithdraw');
  });

  it('shows the withdrawable balance without locked deposits, and the fee, received amount and debit as the user types', async () => {
    await open();
    expect(shown('withdraw-available')).toBe('1,200.00 USDT');
    expect(screen.getByText(/can be withdrawn after 3 confirmations/)).toBeTruthy();
    expect(shown('withdraw-fee')).toBe('1.00 USDT');
    type('Amount', '150.5');
    expect(shown('withdraw-receive')).toBe('150.50 USDT');
    expect(shown('withdraw-debit')).toBe('151.50 USDT');
    press('All');
    expect(field('Amount').value).toBe('1199');
    fireEvent.click(screen.getByRole('radio', { name: 'Ethereum (ERC20)' }));
    expect(shown('withdraw-fee')).toBe('5.00 USDT');
  });

  it('shows the limits: minimum, per withdrawal, per day with what is left, and the cap of the user’s level', async () => {
    await open();
    expect(shown('withdraw-kyc-cap')).toBe('Not verified: 1,000.00 USDT per withdrawal');
    expect(screen.getByText('Minimum').nextElementSibling?.textContent).toBe('100.00 USDT');
    expect(screen.getByText('Per withdrawal').nextElementSibling?.textContent).toBe('1,000,000.00 USDT');
    expect(screen.getByText('Per day (UTC)').nextElementSibling?.textContent).toBe('99,999,999.00 USDT · 99,999,999.00 left today');
  });

  it('shows each rule’s message for its bad value and sends nothing', async () => {
    await open();
    const cases: [Record<string, string>, string][] = [
      [{ 'Withdrawal address': '' }, 'Please enter the withdrawal address'],
      [{ 'Withdrawal address': TRON, Amount: '' }, 'Amount must be greater than zero'],
      [{ Amount: '99.99' }, 'The minimum withdrawal is 100.00 USDT'],
      [{ Amount: '1000000.01' }, 'The maximum per withdrawal is 1,000,000.00 USDT'],
      [{ Amount: '150', 'Fund password': '' }, 'Please enter your fund password'],
      [{ Amount: '1000.01', 'Fund password': 'abc123' }, 'Over your identity verification cap of 1,000.00 USDT per withdrawal'],
      [{ Amount: '900' }, 'Insufficient available balance'],
    ];
    // 1,000 USDT spot, 300 of it a deposit still locked: 700 withdrawable, less than 900 + the 1 USDT fee
    act(() => doubles.feeds.balances.next([balance('USDT', '1000')]));
    for (const [values, message] of cases) {
      for (const [name, value] of Object.entries(values)) type(name, value);
      press('Withdraw');
      expect(screen.queryByRole('alert')?.textContent, message).toBe(message);
    }
    expect(doubles.withdraw$).not.toHaveBeenCalled();
  });

  it('sends a good withdrawal with a client id, says "withdrawal request successful" and asks the limits again', async () => {
    await open();
    doubles.withdraw$.mockImplementation(() => of(withdrawal()));
    type('Withdrawal address', ` ${TRON} `);
    type('Amount', '150');
    type('Fund password', 'abc123');
    press('Withdraw');
    expect(doubles.withdraw$).toHaveBeenCalledTimes(1);
    const [req] = doubles.withdraw$.mock.calls[0]!;
    expect(req).toEqual({
      asset: 'USDT',
      network: 'TRC20',
      address: TRON,
      amount: '150',
      fundPassword: 'abc123',
      clientId: expect.any(String),
    });
    expect(toasts.list.map((t) => [t.kind, t.text])).toEqual([['success', 'Withdrawal request successful']]);
    expect(doubles.fetchWithdrawLimits$).toHaveBeenCalledTimes(2);
    expect(field('Amount').value).toBe('');
  });

  it('shows the server’s checksum message at the address field', async () => {
    await open();
    const message = 'The address is not a valid TRON (TRC20) address';
    doubles.withdraw$.mockImplementation(() => throwError(() => new ApiError('http', 400, 400, message)));
    type('Withdrawal address', `${TRON.slice(0, -1)}9`);
    type('Amount', '150');
    type('Fund password', 'abc123');
    press('Withdraw');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(field('Withdrawal address').getAttribute('aria-invalid')).toBe('true');
    expect(toasts.list).toEqual([]);
    type('Withdrawal address', TRON);
    expect(screen.queryByText(message)).toBeNull();
  });

  it('without a fund password says where to set it and sends nothing', async () => {
    await open({ hasFundPassword: false });
    expect(shown('fund-password-missing')).toBe('Set a fund password first: My page → Fund password. Set fund password');
    expect(screen.queryByLabelText('Fund password')).toBeNull();
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Set fund password' }));
    expect(await screen.findByText('fund password page')).toBeTruthy();
  });

  it('lists the user’s withdrawals with their live status and a rejection’s reason', async () => {
    await open();
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
    const first = withdrawal({ id: '1' });
    act(() => doubles.feeds.withdrawals.next([first]));
    const row = () => document.querySelector('[data-withdrawal-id="1"]')!;
    expect(row().textContent).toContain('Submitted');
    act(() => doubles.feeds.withdrawals.next([mined(first, 1)]));
    expect(row().textContent).toContain('Broadcast 1/3');
    act(() => doubles.feeds.withdrawals.next([mined(first, 3)]));
    expect(row().getAttribute('data-status')).toBe('confirmed');
    expect(row().textContent).toContain('Confirmed');
    act(() => doubles.feeds.withdrawals.next([withdrawal({ id: '2', status: 'rejected', rejectReason: 'Sanctioned address' })]));
    expect(document.querySelector('[data-withdrawal-id="2"]')!.textContent).toContain('Reason: Sanctioned address');
  });
});
