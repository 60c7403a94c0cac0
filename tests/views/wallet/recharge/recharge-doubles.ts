// Test doubles of src/streams (the deposits feed), src/api/wallet and src/api/common for the deposit screen.
import { ReplaySubject, of } from 'rxjs';
import { vi } from 'vitest';
import type { AssetNetwork, Deposit, DepositAddress } from '@contract/wallet';
import { assetNetwork } from '../wallet-doubles';

export let deposits = new ReplaySubject<readonly Deposit[]>(1);
export const getDeposits$ = () => deposits.asObservable();

const network = (asset: string, id: AssetNetwork['network'], name: string, minDeposit: string): AssetNetwork =>
  assetNetwork(asset, id, name, { minDeposit });

export const NETWORKS: AssetNetwork[] = [
  network('USDT', 'TRC20', 'TRON (TRC20)', '1'),
  network('USDT', 'ERC20', 'Ethereum (ERC20)', '1'),
  network('BTC', 'BTC', 'Bitcoin', '0.0001'),
];

export const ADDRESSES: Record<string, string> = {
  'USDT:TRC20': 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  'USDT:ERC20': '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  'BTC:BTC': 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
};

export const fetchNetworks$ = vi.fn();
export const fetchDepositAddress$ = vi.fn();
export const fetchDeposits$ = vi.fn();
export const simulateDeposit$ = vi.fn();
export const attachDepositProof$ = vi.fn();
export const fetchWapConfig$ = vi.fn();
export const uploadFile$ = vi.fn();

export function resetDoubles(demo: boolean): void {
  deposits = new ReplaySubject<readonly Deposit[]>(1);
  fetchNetworks$.mockReset().mockImplementation(() => of(NETWORKS));
  fetchDepositAddress$.mockReset().mockImplementation(({ asset, network }: { asset: string; network: string }) =>
    of<DepositAddress>({
      asset,
      network: network as DepositAddress['network'],
      address: ADDRESSES[`${asset}:${network}`]!,
      minDeposit: NETWORKS.find((n) => n.asset === asset && n.network === network)!.minDeposit,
      creditConfirmations: 1,
      unlockConfirmations: 3,
    }),
  );
  fetchDeposits$.mockReset().mockImplementation(() => of({ items: [], total: 0, page: 1, size: 20 }));
  simulateDeposit$.mockReset();
  attachDepositProof$.mockReset();
  uploadFile$.mockReset();
  fetchWapConfig$.mockReset().mockImplementation(() => of({ demo }));
}
