/**
 * What the server keeps of a card (docs/wallet.md "Fiat withdrawals"): the number checked by contract/fiat-card.ts (400
 * when it fails), then only its last 4 digits, its brand and an HMAC-SHA-256 of the digits under a key derived from the
 * server key, enough to recognise the same card again without ever storing the number.
 */
import { createHmac, createHash } from 'node:crypto';
import { checkCardNumber } from '@contract/fiat-card';
import { AppError } from '../errors';

export interface KeptCard {
  last4: string;
  brand: string | null;
  hash: string;
}

/** A key of its own for card hashes, so a card hash reveals nothing about the deposit-address key it comes from. */
export const cardHashKey = (serverKey: Uint8Array): Buffer => createHash('sha256').update('fiat-card-hash\0').update(serverKey).digest();

export function keepCard(typed: string, hashKey: Uint8Array): KeptCard {
  const card = checkCardNumber(typed);
  if (!card.valid) throw new AppError(400, 'fiatCardInvalid');
  return { last4: card.digits.slice(-4), brand: card.brand, hash: createHmac('sha256', hashKey).update(card.digits).digest('hex') };
}
