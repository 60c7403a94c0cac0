/**
 * Checks of wallet requests the HTTP schema cannot make (it runs again here because tests call the service directly):
 * 400 for an asset that does not move on the chosen network, or an address that is not one of that network.
 */
import type { AssetNetwork } from '@contract/wallet';
import { badRequest } from '../errors';
import { validateWithdrawalAddress } from './addresses';
import { findAssetNetwork } from './networks';

export function assetNetworkOf(req: { asset: unknown; network: unknown }): AssetNetwork {
  const found = typeof req.asset === 'string' && typeof req.network === 'string' ? findAssetNetwork(req.asset, req.network) : undefined;
  if (!found) throw badRequest('assetNotOnNetwork');
  return found;
}

/** The asset's network, once `req.address` passed that network's format and checksum (withdrawals and the address book). */
export function withdrawalTargetOf(req: { asset: unknown; network: unknown; address: string }): AssetNetwork {
  const network = assetNetworkOf(req);
  if (validateWithdrawalAddress(network.network, req.address) !== null)
    throw badRequest('withdrawAddressInvalid', { network: network.name });
  return network;
}
