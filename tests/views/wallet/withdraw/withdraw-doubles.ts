// Test doubles of src/streams (balances, deposits, withdrawals), src/api/wallet, src/api/account, src/api/assets and
// src/api/market for the withdrawal and fund password screens.
import { of, ReplaySubject } from 'rxjs';
import { vi } from 'vitest';
import type { UserInfo } from '@contract/account';
import type { Balance } from '@contract/assets';
import type { AssetNetwork, Deposit, Withdrawal, WithdrawLimits } from '@contract/wallet';
import { assetNetwork } from '../wallet-doubles';

export const feeds = {
  balances: new ReplaySubject<readonly Balance[]>(1),
  deposits: new ReplaySubject<readonly Deposit[]>(1),
  withdrawals: new ReplaySubject<readonly Withdrawal[]>(1),
};
export const getBalances$ = () => feeds.balances.asObservable();
export const getDeposits$ = () => feeds.deposits.asObservable();
export const getWithdrawals$ = () => feeds.withdrawals.asObservable();

const network = (asset: string, id: AssetNetwork['network'], name: string, fee: string, min: string): AssetNetwork =>
  assetNetwork(asset, id, name, { withdrawFee: fee, withdrawMin: min });

export const NETWORKS: AssetNetwork[] = [
  network('USDT', 'TRC20', 'TRON (TRC20)', '1', '100'),
  network('USDT', 'ERC20', 'Ethereum (ERC20)', '5', '100'),
  network('BTC', 'BTC', 'Bitcoin', '0.0005', '0.001'),
];

export const LIMITS: WithdrawLimits = {
  kycStatus: 'none',
  kycCapUsdt: '1000',
  kycCapsUsdt: { none: '1000', basic: '10000', advanced: '1000000' },
  reviewAboveUsdt: '50000',
  assets: [
    { asset: 'USDT', max: '1000000', dailyMax: '99999999', usedToday: '0' },
    { asset: 'BTC', max: '15', dailyMax: '1500', usedToday: '0' },
  ],
};

export const USER: UserInfo = {
  id: 7,
  email: 'demo@example.com',
  phone: null,
  countryCode: null,
  inviteCode: 'ABCD1234',
  creditScore: 100,
  kycStatus: 'none',
  kycLevel: 'none',
  isDemo: true,
  hasFundPassword: true,
};

export const fetchNetworks$ = vi.fn();
export const fetchWithdrawLimits$ = vi.fn();
export const fetchWithdrawals$ = vi.fn();
export const fetchDeposits$ = vi.fn();
export const withdraw$ = vi.fn();
export const sendFundPasswordCode$ = vi.fn();
export const setFundPassword$ = vi.fn();
export const fetchUserInfo$ = vi.fn();
export const fetchAssetOverview$ = vi.fn();
export const fetchMarketList$ = vi.fn();

export function resetDoubles(user: Partial<UserInfo> = {}): void {
  feeds.balances = new ReplaySubject<readonly Balance[]>(1);
  feeds.deposits = new ReplaySubject<readonly Deposit[]>(1);
  feeds.withdrawals = new ReplaySubject<readonly Withdrawal[]>(1);
  fetchNetworks$.mockReset().mockImplementation(() => of(NETWORKS));
  fetchWithdrawLimits$.mockReset().mockImplementation(() => of(LIMITS));
  const empty = () => of({ items: [], total: 0, page: 1, size: 20 });
  fetchWithdrawals$.mockReset().mockImplementation(empty);
  fetchDeposits$.mockReset().mockImplementation(empty);
  fetchAssetOverview$.mockReset().mockImplementation(() => of({ balances: [] }));
  fetchMarketList$.mockReset().mockImplementation(() => of([]));
  withdraw$.mockReset();
  sendFundPasswordCode$.mockReset();
  setFundPassword$.mockReset();
  fetchUserInfo$.mockReset().mockImplementation(() => of({ ...USER, ...user }));
}
