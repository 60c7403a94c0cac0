/**
 * Base58check (payload ‖ first 4 bytes of sha256(sha256(payload))), as TRON and legacy Bitcoin addresses use it.
 * Decoding tells a string that is not base58 at all from one whose checksum fails.
 */
import { base58, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import type { AddressProblem } from './problems';

export const base58check = createBase58check(sha256);

/** The payload of a base58check string, or why it has none. */
export function decodeBase58check(text: string): Uint8Array | AddressProblem {
  if (!/^[1-9A-HJ-NP-Za-km-z]{1,64}$/.test(text)) return 'addressFormat';
  if (base58.decode(text).length < 5) return 'addressFormat';
  try {
    return base58check.decode(text);
  } catch {
    return 'addressChecksum';
  }
}
