// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import WithdrawPage from '../../../../src/views/wallet/withdraw/WithdrawPage';
import { renderAt, setupI18n } from '../../components/render';
import { balance } from '../../trade/helpers/fixtures';
import * as withdraw from '../../wallet/withdraw/withdraw-doubles';
import * as book from './address-doubles';

vi.mock('../../../../src/streams', () => import('../../wallet/withdraw/withdraw-doubles'));
vi.mock('../../../../src/api/wallet', () => import('../../wallet/withdraw/withdraw-doubles'));
vi.mock('../../../../src/api/account', () => import('../../wallet/withdraw/withdraw-doubles'));
vi.mock('../../../../src/api/assets', () => import('../../wallet/withdraw/withdraw-doubles'));
vi.mock('../../../../src/api/market', () => import('../../wallet/withdraw/withdraw-doubles'));
vi.mock('../../../../src/api/address-book', () => import('./address-doubles'));

const addressField = () => screen.getByLabelText('Withdrawal address') as HTMLInputElement;

async function open() {
  withdraw.resetDoubles();
  book.resetAddressDoubles();
  setToken('token-1');
  renderAt(
    [
      { path: '/withdraw', Component: WithdrawPage },
      { path: '/mine/coinAddress', Component: () => <p>address book</p> },
    ],
    '/withdraw',
  );
  act(() => {
    withdraw.feeds.balances.next([balance('USDT', '1500')]);
    withdraw.feeds.deposits.next([]);
    withdraw.feeds.withdrawals.next([]);
  });
  await screen.findByRole('form', { name: 'Withdraw' });
}

describe('the saved-address picker on /withdraw', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('opens a dialog of the chosen coin’s saved addresses; picking one fills its network and address', async () => {
    await open();
    expect(book.fetchSavedAddresses$).not.toHaveBeenCalled();
    book.fetchSavedAddresses$.mockImplementation(() =>
      of([book.saved({ id: '2', network: 'ERC20', address: book.EVM, remark: 'Ledger' }), book.saved()]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Saved addresses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved USDT addresses' });
    expect(book.fetchSavedAddresses$).toHaveBeenCalledWith({ asset: 'USDT' });
    fireEvent.click(within(dialog).getByRole('button', { name: `ERC20 · Ledger ${book.EVM}` }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Ethereum (ERC20)' }) as HTMLInputElement).checked).toBe(true);
    expect(addressField().value).toBe(book.EVM);
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('5.00 USDT');
  });

  it('fills the address on the network already chosen too', async () => {
    await open();
    book.fetchSavedAddresses$.mockImplementation(() => of([book.saved()]));
    fireEvent.click(screen.getByRole('button', { name: 'Saved addresses' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: `TRC20 · Cold wallet ${book.TRON}` }));
    expect(addressField().value).toBe(book.TRON);
  });

  it('says when the coin has no saved address, and links to the address book', async () => {
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Saved addresses' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('No saved USDT addresses yet.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Manage withdrawal addresses' }));
    expect(await screen.findByText('address book')).toBeTruthy();
  });
});
