// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { toString as renderQr } from 'qrcode';
import { of, Subject } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import RechargePage from '../../../../src/views/wallet/recharge/RechargePage';
import { confirmed, deposit } from '../../../helpers/deposit-fixtures';
import { renderAt, setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from './recharge-doubles';

vi.mock('../../../../src/streams', () => import('./recharge-doubles'));
vi.mock('../../../../src/api/wallet', () => import('./recharge-doubles'));
vi.mock('../../../../src/api/common', () => import('./recharge-doubles'));

const open = (path = '/recharge') => renderAt([{ path: '/recharge', Component: RechargePage }], path);
const TRON = doubles.ADDRESSES['USDT:TRC20']!;

/** The SVG an <img> data URL carries, as text. */
const svgOf = (img: HTMLElement) => decodeURIComponent((img as HTMLImageElement).src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

let toasts: ReturnType<typeof recordToasts>;
function signIn(demo: boolean) {
  doubles.resetDoubles(demo);
  setToken('token-1');
  toasts = recordToasts();
}

describe('RechargePage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    toasts?.stop();
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in', () => {
    doubles.resetDoubles(false);
    open();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Frecharge');
  });

  it('shows the server’s address as text and as a QR code of that address, the minimum and the warning naming the network', async () => {
    signIn(false);
    open();
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(TRON);
    const qr = await screen.findByRole('img', { name: 'QR code of your USDT deposit address on TRON (TRC20)' });
    expect(svgOf(qr)).toBe(await renderQr(TRON, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    expect(doubles.fetchDepositAddress$).toHaveBeenCalledWith({ asset: 'USDT', network: 'TRC20' });
    expect(screen.getByText('Minimum deposit').nextElementSibling?.textContent).toBe('1.00 USDT');
    expect(screen.getByRole('note').textContent).toBe(
      'Send only USDT on TRON (TRC20) to this address. Any other asset, or the same asset on another network, sent here cannot be recovered.',
    );
  });

  it('copies the address with the "copy success" toast', async () => {
    signIn(false);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    await screen.findByTestId('deposit-address');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy address' })));
    expect(writeText).toHaveBeenCalledWith(TRON);
    expect(toasts.list.map((t) => [t.kind, t.text])).toEqual([['success', 'Copied successfully']]);
  });

  it('asks the address of the chosen network, and of the chosen coin’s first network', async () => {
    signIn(false);
    open();
    await screen.findByTestId('deposit-address');
    fireEvent.click(screen.getByRole('radio', { name: 'Ethereum (ERC20)' }));
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(doubles.ADDRESSES['USDT:ERC20']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Coin' }), { target: { value: 'BTC' } });
    expect((await screen.findByTestId('deposit-address')).textContent).toBe(doubles.ADDRESSES['BTC:BTC']);
    expect((screen.getByRole('radio', { name: 'Bitcoin' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers the simulated deposit only in the demo, refuses a zero amount and sends one with a client id', async () => {
    signIn(false);
    open();
    await screen.findByTestId('deposit-address');
    expect(screen.queryByRole('form', { name: 'Simulate a deposit (simulated)' })).toBeNull();
    cleanup();
    toasts.stop();

    signIn(true);
    doubles.simulateDeposit$.mockImplementation(() => of(deposit()));
    open();
    const form = await screen.findByRole('form', { name: 'Simulate a deposit (simulated)' });
    const send = within(form).getByRole('button', { name: 'Send simulated deposit' });
    fireEvent.click(send);
    expect(within(form).getByRole('alert').textContent).toBe('Amount must be greater than zero');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Simulated amount' }), { target: { value: '250' } });
    fireEvent.click(send);
    expect(doubles.simulateDeposit$).toHaveBeenCalledTimes(1);
    expect(doubles.simulateDeposit$).toHaveBeenCalledWith({
      asset: 'USDT',
      network: 'TRC20',
      amount: '250',
      clientId: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(toasts.list.map((t) => t.text)).toEqual(['Simulated deposit sent: the next block confirms it']);
  });

  it('shows each pushed confirmation: 0/1, credited but locked 1/3 with why, unlocked 3/3', async () => {
    signIn(false);
    open();
    const stage = async () => (await screen.findByRole('listitem')).querySelector('.recharge-deposit__stage')?.textContent;
    act(() => doubles.deposits.next([deposit()]));
    expect(await stage()).toBe('Confirming 0/1');
    act(() => doubles.deposits.next([confirmed(deposit(), 1)]));
    expect(await stage()).toBe('Credited 1/1 · locked 1/3');
    expect(screen.getByText('Credited but locked: you can trade it now and withdraw it after 3 confirmations.')).toBeTruthy();
    act(() => doubles.deposits.next([confirmed(deposit(), 3)]));
    expect(await stage()).toBe('Unlocked 3/3');
    expect(screen.queryByText(/Credited but locked/)).toBeNull();
    expect(doubles.fetchDeposits$).toHaveBeenCalledTimes(1);
  });

  it('says the file is being uploaded while it travels, then attaches it to the deposit', async () => {
    signIn(false);
    const upload = new Subject<{ url: string }>();
    doubles.uploadFile$.mockImplementation(() => upload);
    doubles.attachDepositProof$.mockImplementation(() => of(deposit({ proofUrl: '/api/uploads/a.png' })));
    open();
    act(() => doubles.deposits.next([deposit({ id: '7' })]));
    const picker = await screen.findByLabelText('Proof image for the deposit of 250.00 USDT');
    const file = new File(['png'], 'voucher.png', { type: 'image/png' });
    fireEvent.change(picker, { target: { files: [file] } });
    expect(doubles.uploadFile$).toHaveBeenCalledWith(file);
    expect(screen.getByRole('status').textContent).toBe('File is being uploaded');
    act(() => {
      upload.next({ url: '/api/uploads/a.png' });
      upload.complete();
    });
    expect(doubles.attachDepositProof$).toHaveBeenCalledWith({ depositId: '7', url: '/api/uploads/a.png' });
    expect(screen.queryByText('File is being uploaded')).toBeNull();
    expect(toasts.list.map((t) => t.text)).toEqual(['Proof uploaded']);
  });
});
