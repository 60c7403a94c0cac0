/** TRON addresses (TRC20): base58check of `0x41 ‖ keccak256(public key)[12..32]`, "T…", 34 characters. */
import { decodeBase58check, base58check } from './base58check';
import type { AddressProblem } from './problems';

const TRON_PREFIX = 0x41;

export function toTronAddress(addressBytes: Uint8Array): string {
  return base58check.encode(Uint8Array.of(TRON_PREFIX, ...addressBytes));
}

export function checkTronAddress(address: string): AddressProblem | null {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return 'addressFormat';
  const payload = decodeBase58check(address);
  if (typeof payload === 'string') return payload;
  return payload.length === 21 && payload[0] === TRON_PREFIX ? null : 'addressFormat';
}
