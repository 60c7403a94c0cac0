/**
 * The networks table of docs/wallet.md: each asset's networks with block time, confirmations, minimum deposit and the
 * withdrawal fee and minimum. `wallet/networks` and `account/currency/draw/infos` publish it;
 * tests/server/chain/networks.test.ts holds it equal to the doc's table. Block times are per chain (ETH and USDT on
 * ERC20 share one chain, one miner).
 */
import type { AssetNetwork, NetworkId } from '@contract/wallet';
import { NETWORKS } from '@contract/wallet';
import { toUnits } from '../money';

export const CREDIT_CONFIRMATIONS = 1;
export const UNLOCK_CONFIRMATIONS = 3;

export const BLOCK_TIME_MS: Readonly<Record<NetworkId, number>> = { TRC20: 3000, ERC20: 12_000, BEP20: 3000, BTC: 30_000 };

const NAME_OF: Readonly<Record<NetworkId, string>> = {
  TRC20: 'TRON (TRC20)',
  ERC20: 'Ethereum (ERC20)',
  BEP20: 'BNB Smart Chain (BEP20)',
  BTC: 'Bitcoin',
};

const row = (asset: string, network: NetworkId, minDeposit: string, withdrawFee: string, withdrawMin: string): AssetNetwork => ({
  asset,
  network,
  name: NAME_OF[network],
  blockTimeMs: BLOCK_TIME_MS[network],
  creditConfirmations: CREDIT_CONFIRMATIONS,
  unlockConfirmations: UNLOCK_CONFIRMATIONS,
  minDeposit,
  withdrawFee,
  withdrawMin,
});

export const ASSET_NETWORKS: readonly AssetNetwork[] = Object.freeze([
  row('USDT', 'TRC20', '1', '1', '100'),
  row('USDT', 'ERC20', '1', '5', '100'),
  row('USDT', 'BEP20', '1', '0.5', '100'),
  row('BTC', 'BTC', '0.0001', '0.0002', '0.002'),
  row('ETH', 'ERC20', '0.001', '0.003', '0.03'),
]);

export const findAssetNetwork = (asset: string, network: string): AssetNetwork | undefined =>
  ASSET_NETWORKS.find((n) => n.asset === asset && n.network === network);

export const networksOf = (asset: string): AssetNetwork[] => ASSET_NETWORKS.filter((n) => n.asset === asset);

export const minDepositUnits = (n: AssetNetwork): bigint => toUnits(n.minDeposit);

export { NETWORKS };
