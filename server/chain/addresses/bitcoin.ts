/**
 * Bitcoin addresses: native SegWit (BIP-173 bech32 for witness version 0, BIP-350 bech32m for versions 1–16) and
 * legacy base58check P2PKH (`1…`, version byte 0x00) and P2SH (`3…`, 0x05). Deposit addresses are P2WPKH: `bc1q…`
 * of hash160 (ripemd160 of sha256) of the compressed public key.
 */
import { bech32, bech32m } from '@scure/base';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { decodeBase58check } from './base58check';
import type { AddressProblem } from './problems';

export const BITCOIN_HRP = 'bc';
const P2PKH_VERSION = 0x00;
const P2SH_VERSION = 0x05;
const BECH32_MAX_LENGTH = 90;

export function toP2wpkhAddress(compressedKey: Uint8Array): string {
  const program = ripemd160(sha256(compressedKey));
  return bech32.encode(BITCOIN_HRP, [0, ...bech32.toWords(program)]);
}

/** A segwit address of the given human-readable part (BIP-173/350 rules), or why it is not one. */
export function checkSegwitAddress(hrp: string, address: string): AddressProblem | null {
  if (address.length > BECH32_MAX_LENGTH || address.toLowerCase().slice(0, hrp.length + 1) !== `${hrp}1`) return 'addressFormat';
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return 'addressFormat';
  const lower = address.toLowerCase() as `${string}1${string}`;
  const versionChar = lower[hrp.length + 1];
  // the version decides the checksum: bech32 for 0, bech32m for 1–16; the other one's checksum is a failed checksum
  const decoded = (versionChar === 'q' ? bech32 : bech32m).decodeUnsafe(lower, BECH32_MAX_LENGTH);
  if (!decoded) return /^[a-z0-9]+1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{7,}$/.test(lower) ? 'addressChecksum' : 'addressFormat';
  if (decoded.prefix !== hrp || decoded.words.length === 0) return 'addressFormat';
  const [version, ...data] = decoded.words as [number, ...number[]];
  if (version > 16) return 'addressFormat';
  const program = bech32.fromWordsUnsafe(data);
  if (!program || program.length < 2 || program.length > 40) return 'addressFormat';
  if (version === 0 && program.length !== 20 && program.length !== 32) return 'addressFormat';
  return null;
}

export function checkBitcoinAddress(address: string): AddressProblem | null {
  if (/^bc1/i.test(address)) return checkSegwitAddress(BITCOIN_HRP, address);
  if (!/^[13]/.test(address)) return 'addressFormat';
  const payload = decodeBase58check(address);
  if (typeof payload === 'string') return payload;
  const version = address.startsWith('1') ? P2PKH_VERSION : P2SH_VERSION;
  return payload.length === 21 && payload[0] === version ? null : 'addressFormat';
}
