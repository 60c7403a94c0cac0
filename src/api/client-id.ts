/**
 * A fresh id for `clientOrderId` / `clientId`: 128 random bits as 32 hex digits (the contract's
 * ClientId accepts [A-Za-z0-9_-]{8,64}). The server de-duplicates on it, which is what makes a
 * retried write safe, so it must come from a cryptographic source, not Math.random.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
