import type { AssetNetwork } from '@contract/wallet';

/** The assets that have at least one network, in the server's order, each with its networks. */
export function networksByAsset(networks: readonly AssetNetwork[]): ReadonlyMap<string, readonly AssetNetwork[]> {
  const byAsset = new Map<string, AssetNetwork[]>();
  for (const network of networks) {
    const list = byAsset.get(network.asset);
    if (list) list.push(network);
    else byAsset.set(network.asset, [network]);
  }
  return byAsset;
}
