// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { clearToken, setToken } from '../../../../src/api/storage';
import AddCoinAddressPage from '../../../../src/views/mine/address/AddCoinAddressPage';
import { renderAt, setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from './address-doubles';

vi.mock('../../../../src/api/address-book', () => import('./address-doubles'));
vi.mock('../../../../src/api/wallet', () => import('./address-doubles'));

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

let toasts: ReturnType<typeof recordToasts>;
async function open() {
  doubles.resetAddressDoubles();
  setToken('token-1');
  toasts = recordToasts();
  renderAt(
    [
      { path: '/mine/addCoinAddress', Component: AddCoinAddressPage },
      { path: '/mine/coinAddress', Component: () => <p>address book</p> },
    ],
    '/mine/addCoinAddress',
  );
  await screen.findByRole('form', { name: 'Add withdrawal address' });
}

describe('AddCoinAddressPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    toasts?.stop();
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in', () => {
    doubles.resetAddressDoubles();
    renderAt([{ path: '/mine/addCoinAddress', Component: AddCoinAddressPage }], '/mine/addCoinAddress');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine%2FaddCoinAddress');
  });

  it('refuses an empty address and a remark over 40 characters at their fields, and sends nothing', async () => {
    await open();
    save();
    expect(screen.getByRole('alert').textContent).toBe('Please enter the address');
    expect(field('Withdrawal address').getAttribute('aria-invalid')).toBe('true');
    type('Withdrawal address', doubles.TRON);
    type('Remark (optional)', 'x'.repeat(41));
    save();
    expect(screen.getByRole('alert').textContent).toBe('The remark may be at most 40 characters');
    expect(field('Remark (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(doubles.addSavedAddress$).not.toHaveBeenCalled();
  });

  it('shows the server’s codec message at the address and a duplicate on the form, without a toast', async () => {
    await open();
    const invalid = 'The address is not a valid TRON (TRC20) address';
    doubles.addSavedAddress$.mockImplementation(() => throwError(() => new ApiError('http', 400, 400, invalid)));
    type('Withdrawal address', `${doubles.TRON.slice(0, -1)}u`);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(invalid);
    expect(field('Withdrawal address').getAttribute('aria-invalid')).toBe('true');
    const duplicate = 'This address is already in your address book';
    doubles.addSavedAddress$.mockImplementation(() => throwError(() => new ApiError('http', 409, 409, duplicate)));
    type('Withdrawal address', doubles.TRON);
    save();
    expect((await screen.findByRole('alert')).textContent).toBe(duplicate);
    expect(field('Withdrawal address').getAttribute('aria-invalid')).toBe('false');
    expect(toasts.list).toEqual([]);
  });

  it('saves the chosen coin, network, trimmed address and remark, says so and goes back to the book', async () => {
    await open();
    doubles.addSavedAddress$.mockImplementation(() => of(doubles.saved()));
    fireEvent.click(screen.getByRole('radio', { name: 'Ethereum (ERC20)' }));
    expect(field('Withdrawal address').placeholder).toBe('Paste or type an address on Ethereum (ERC20)');
    type('Withdrawal address', ` ${doubles.EVM} `);
    type('Remark (optional)', ' Ledger ');
    save();
    expect(doubles.addSavedAddress$).toHaveBeenCalledWith(
      { asset: 'USDT', network: 'ERC20', address: doubles.EVM, remark: 'Ledger' },
      expect.any(Function),
    );
    expect(toasts.list.map((t) => [t.kind, t.text])).toEqual([['success', 'Address saved']]);
    expect(await screen.findByText('address book')).toBeTruthy();
  });
});
