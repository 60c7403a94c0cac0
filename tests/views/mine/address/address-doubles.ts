// Test doubles of src/api/address-book and src/api/wallet (networks only) for the address book screens.
import { of } from 'rxjs';
import { vi } from 'vitest';
import type { SavedAddress } from '@contract/address-book';
import type { AssetNetwork } from '@contract/wallet';
import { assetNetwork } from '../../wallet/wallet-doubles';

export const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
export const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

export const NETWORKS: AssetNetwork[] = [
  assetNetwork('USDT', 'TRC20', 'TRON (TRC20)'),
  assetNetwork('USDT', 'ERC20', 'Ethereum (ERC20)'),
  assetNetwork('BTC', 'BTC', 'Bitcoin'),
];

export const saved = (overrides: Partial<SavedAddress> = {}): SavedAddress => ({
  id: '1',
  asset: 'USDT',
  network: 'TRC20',
  address: TRON,
  remark: 'Cold wallet',
  createdAt: Date.UTC(2026, 0, 2),
  ...overrides,
});

export const fetchNetworks$ = vi.fn();
export const fetchSavedAddresses$ = vi.fn();
export const addSavedAddress$ = vi.fn();
export const deleteSavedAddress$ = vi.fn();

export function resetAddressDoubles(list: SavedAddress[] = []): void {
  fetchNetworks$.mockReset().mockImplementation(() => of(NETWORKS));
  fetchSavedAddresses$.mockReset().mockImplementation(() => of(list));
  addSavedAddress$.mockReset();
  deleteSavedAddress$.mockReset().mockImplementation(() => of(null));
}
