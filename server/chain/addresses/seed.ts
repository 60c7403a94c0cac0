/**
 * The server key that every deposit address is derived from (docs/wallet.md): CHAIN_SEED (hex, 32–64 bytes), or, in the
 * demo and test modes only, a published demo seed (BIP-32's test vector 2 seed, so anyone can recompute the demo's
 * addresses). Outside them a server without CHAIN_SEED refuses to start: a published key would hand every deposit to
 * whoever reads this file.
 */
import { hexToBytes } from '@noble/hashes/utils.js';

export const DEMO_CHAIN_SEED =
  'fffcf9f6f3f0edeae7e4e1dedbd8d5d2cfccc9c6c3c0bdbab7b4b1aeaba8a5a29f9c999693908d8a8784817e7b7875726f6c696663605d5a5754514e4b484542';

export function chainSeedOf(config: { chainSeed?: string; demo: boolean }): Uint8Array {
  if (config.chainSeed === undefined) {
    if (!config.demo) throw new Error('CHAIN_SEED is required while DEMO is off: the demo chain seed is published');
    return hexToBytes(DEMO_CHAIN_SEED);
  }
  if (!/^(?:[0-9a-fA-F]{2}){32,64}$/.test(config.chainSeed)) throw new Error('CHAIN_SEED must be 32 to 64 bytes written in hex');
  return hexToBytes(config.chainSeed.toLowerCase());
}
