/**
 * Checks of wallet requests the HTTP schema cannot make (it runs again here because tests call the service directly):
 * 400 for an asset that does not move on the chosen network.
 */
import type { AssetNetwork } from '@contract/wallet';
import { badRequest } from '../errors';
import { findAssetNetwork } from './networks';

export function assetNetworkOf(req: { asset: unknown; network: unknown }): AssetNetwork {
  const found = typeof req.asset === 'string' && typeof req.network === 'string' ? findAssetNetwork(req.asset, req.network) : undefined;
  if (!found) throw badRequest('assetNotOnNetwork');
  return found;
}
