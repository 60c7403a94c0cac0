/**
 * Ethereum-style addresses (ERC20, BEP20): `0x` + 40 hex digits, letters cased by the EIP-55 checksum
 * (https://eips.ethereum.org/EIPS/eip-55): a letter is upper case when the matching nibble of keccak256 of the
 * lower-case hex is 8 or more.
 */
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { AddressProblem } from './problems';

/** The EIP-55 form of 20 address bytes. */
export function toEip55(addressBytes: Uint8Array): string {
  return checksummed(bytesToHex(addressBytes));
}

function checksummed(lowerHex: string): string {
  const hash = bytesToHex(keccak_256(utf8ToBytes(lowerHex)));
  let out = '0x';
  for (let i = 0; i < lowerHex.length; i++) out += parseInt(hash[i]!, 16) >= 8 ? lowerHex[i]!.toUpperCase() : lowerHex[i]!;
  return out;
}

/** All-lower and all-upper carry no checksum and are accepted, as wallets do; mixed case must be EIP-55's. */
export function checkEvmAddress(address: string): AddressProblem | null {
  const m = /^0x([0-9a-fA-F]{40})$/.exec(address);
  if (!m) return 'addressFormat';
  const digits = m[1]!;
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return null;
  return checksummed(digits.toLowerCase()) === address ? null : 'addressChecksum';
}

/** The 20 address bytes of an uncompressed secp256k1 public key (65 bytes, 0x04 ‖ x ‖ y): keccak256(x ‖ y)[12..32]. */
export const evmAddressBytes = (uncompressedKey: Uint8Array): Uint8Array => keccak_256(uncompressedKey.subarray(1)).subarray(12);
