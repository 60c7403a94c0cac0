// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of, Subject, throwError } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '@contract/address-book';
import { ApiError } from '../../../../src/api/errors';
import { clearToken, setToken } from '../../../../src/api/storage';
import CoinAddressPage from '../../../../src/views/mine/address/CoinAddressPage';
import { renderAt, setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from './address-doubles';

vi.mock('../../../../src/api/address-book', () => import('./address-doubles'));

let toasts: ReturnType<typeof recordToasts>;
function open(list: SavedAddress[] = []) {
  doubles.resetAddressDoubles(list);
  setToken('token-1');
  toasts = recordToasts();
  return renderAt(
    [
      { path: '/mine/coinAddress', Component: CoinAddressPage },
      { path: '/mine/addCoinAddress', Component: () => <p>add page</p> },
    ],
    '/mine/coinAddress',
  );
}

describe('CoinAddressPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    toasts?.stop();
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in and asks nothing', () => {
    doubles.resetAddressDoubles();
    renderAt([{ path: '/mine/coinAddress', Component: CoinAddressPage }], '/mine/coinAddress');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine%2FcoinAddress');
    expect(doubles.fetchSavedAddresses$).not.toHaveBeenCalled();
  });

  it('shows loading, then each saved address with its coin, network and remark, and the count against the limit', async () => {
    const answer = new Subject<SavedAddress[]>();
    doubles.resetAddressDoubles();
    doubles.fetchSavedAddresses$.mockImplementation(() => answer);
    setToken('token-1');
    renderAt([{ path: '/mine/coinAddress', Component: CoinAddressPage }], '/mine/coinAddress');
    expect(screen.getByText('Loading…')).toBeTruthy();
    act(() => answer.next([doubles.saved(), doubles.saved({ id: '2', network: 'ERC20', address: doubles.EVM, remark: '' })]));
    const rows = await screen.findAllByTestId('saved-address');
    expect(rows.map((row) => row.textContent)).toEqual([
      `USDT · TRC20Cold wallet${doubles.TRON}Delete`,
      `USDT · ERC20No remark${doubles.EVM}Delete`,
    ]);
    expect(screen.getByText('2 of 50 saved')).toBeTruthy();
  });

  it('says when the book is empty, and links to the add screen', async () => {
    open();
    expect(await screen.findByText('No saved addresses yet. Save one here to pick it when you withdraw.')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Add address' }));
    expect(await screen.findByText('add page')).toBeTruthy();
  });

  it('shows the error state with a retry that asks again', async () => {
    doubles.resetAddressDoubles();
    doubles.fetchSavedAddresses$.mockImplementationOnce(() => throwError(() => new ApiError('network', 0, 0, '')));
    setToken('token-1');
    renderAt([{ path: '/mine/coinAddress', Component: CoinAddressPage }], '/mine/coinAddress');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No saved addresses yet. Save one here to pick it when you withdraw.')).toBeTruthy();
  });

  it('deletes only after a second confirmation, then says so and asks the list again', async () => {
    open([doubles.saved()]);
    const row = await screen.findByTestId('saved-address');
    fireEvent.click(within(row).getByRole('button', { name: `Delete the address ${doubles.TRON}` }));
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(doubles.deleteSavedAddress$).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: `Delete the address ${doubles.TRON}` }));
    doubles.fetchSavedAddresses$.mockImplementation(() => of([]));
    fireEvent.click(within(row).getByRole('button', { name: 'Yes, delete' }));
    expect(doubles.deleteSavedAddress$).toHaveBeenCalledWith('1');
    expect(toasts.list.map((t) => [t.kind, t.text])).toEqual([['success', 'Address deleted']]);
    expect(await screen.findByText('No saved addresses yet. Save one here to pick it when you withdraw.')).toBeTruthy();
  });
});
