/**
 * The quotes handed out, in memory: a quote lives 10 seconds, so a restart losing them only asks the user for a new one.
 * Each is kept a minute past its expiry, so that confirming it late is answered "expired", not "unknown".
 */
import { randomBytes } from 'node:crypto';
import type { ConvertQuote } from '@contract/wallet';
import type { QuoteTerms } from './quote-math';

export interface HeldQuote {
  userId: number;
  quote: ConvertQuote;
  /** of `from`, 1e-8 units */
  amount: bigint;
  terms: QuoteTerms;
}

const KEPT_AFTER_EXPIRY_MS = 60_000;

export class QuoteBook {
  private readonly quotes = new Map<string, HeldQuote>();

  /** an id nobody can guess: knowing it is what lets its owner confirm */
  static newId(): string {
    return randomBytes(16).toString('base64url');
  }

  add(held: HeldQuote, now: number): void {
    this.prune(now);
    this.quotes.set(held.quote.id, held);
  }

  get(id: string): HeldQuote | undefined {
    return this.quotes.get(id);
  }

  private prune(now: number): void {
    for (const [id, held] of this.quotes) if (held.quote.expiresAt + KEPT_AFTER_EXPIRY_MS < now) this.quotes.delete(id);
  }
}
