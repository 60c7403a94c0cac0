// Test doubles shared by the wallet screen tests (deposit, withdrawal): one network factory so each screen's doubles only
// state the fields its assertions depend on.
import type { AssetNetwork } from '@contract/wallet';

export const assetNetwork = (
  asset: string,
  id: AssetNetwork['network'],
  name: string,
  overrides: Partial<AssetNetwork> = {},
): AssetNetwork => ({
  asset,
  network: id,
  name,
  blockTimeMs: 3000,
  creditConfirmations: 1,
  unlockConfirmations: 3,
  minDeposit: '1',
  withdrawFee: '1',
  withdrawMin: '100',
  ...overrides,
});
