/**
 * Handing out deposit addresses: derived per user (addresses/derive.ts) and remembered in `deposit_addresses` the first
 * time, so a transfer to one (also from the chain script) finds its user when it is mined.
 */
import type { DepositAddress, DepositAddressReq, NetworkId } from '@contract/wallet';
import type { Serial } from '../store/serial';
import { AddressDeriver } from './addresses';
import { rememberAddress } from './chain-store';
import { assetNetworkOf } from './request-checks';

export class DepositAddresses {
  private readonly deriver: AddressDeriver;
  private readonly remembered = new Set<string>();

  constructor(
    private readonly serial: Serial,
    seed: Uint8Array,
  ) {
    this.deriver = new AddressDeriver(seed);
  }

  /** The user's address on a network, without remembering it (the simulated transfer remembers it in its transaction). */
  of(network: NetworkId, userId: number): string {
    return this.deriver.address(network, userId);
  }

  async handOut(userId: number, req: DepositAddressReq): Promise<DepositAddress> {
    const network = assetNetworkOf(req);
    const address = this.of(network.network, userId);
    const key = `${network.network}:${address}`;
    if (!this.remembered.has(key)) {
      await this.serial.run((trx) => rememberAddress(trx, network.network, address, userId));
      this.remembered.add(key);
    }
    const { asset, minDeposit, creditConfirmations, unlockConfirmations } = network;
    return { asset, network: network.network, address, minDeposit, creditConfirmations, unlockConfirmations };
  }
}
