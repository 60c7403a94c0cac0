/**
 * Per-user deposit addresses (docs/wallet.md "Deposit addresses"): BIP32 from the server seed, the coin's standard path
 * with the user id as the index, encoded in the network's own format. Pure: the same seed and user give the same address.
 */
import { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import type { NetworkId } from '@contract/wallet';
import { toP2wpkhAddress } from './bitcoin';
import { evmAddressBytes, toEip55 } from './evm';
import { toTronAddress } from './tron';

const PATH_OF: Readonly<Record<NetworkId, string>> = {
  TRC20: "m/44'/195'/0'/0",
  ERC20: "m/44'/60'/0'/0",
  BEP20: "m/44'/60'/0'/0",
  BTC: "m/84'/0'/0'/0",
};

/** BIP32 child indexes below 2^31 are the non-hardened ones the paths end with */
const MAX_INDEX = 0x7fff_ffff;

const uncompressed = (publicKey: Uint8Array): Uint8Array => secp256k1.Point.fromBytes(publicKey).toBytes(false);

export class AddressDeriver {
  private readonly root: HDKey;
  private readonly accounts = new Map<string, HDKey>();

  constructor(seed: Uint8Array) {
    this.root = HDKey.fromMasterSeed(seed);
  }

  derivationPath(network: NetworkId, userId: number): string {
    return `${PATH_OF[network]}/${userId}`;
  }

  address(network: NetworkId, userId: number): string {
    if (!Number.isInteger(userId) || userId < 0 || userId > MAX_INDEX) throw new RangeError(`no deposit address for user ${userId}`);
    const key = this.account(PATH_OF[network]).deriveChild(userId).publicKey;
    if (!key) throw new Error(`BIP32 gave no public key at ${this.derivationPath(network, userId)}`);
    if (network === 'BTC') return toP2wpkhAddress(key);
    const bytes = evmAddressBytes(uncompressed(key));
    return network === 'TRC20' ? toTronAddress(bytes) : toEip55(bytes);
  }

  // the hardened part of a path is the slow part: derive it once per path
  private account(path: string): HDKey {
    let key = this.accounts.get(path);
    if (!key) this.accounts.set(path, (key = this.root.derive(path)));
    return key;
  }
}
