/** A fiat withdrawal as the wire carries it, for gateway and client tests that need one push. */
import type { FiatWithdrawal } from '@contract/fiat';

export const fiatWithdrawal = (id: string, over: Partial<FiatWithdrawal> = {}): FiatWithdrawal => ({
  id,
  clientId: `client-${id}`,
  currency: 'EUR',
  cardholderName: 'Ada Lovelace',
  bankName: 'Demo Bank',
  branchName: 'Main Street',
  bankCode: '12-34-56',
  cardLast4: '1111',
  cardBrand: 'visa',
  amount: '100',
  fee: '5',
  rate: '0.92',
  receive: '87.4',
  btcEquivalent: '0.002',
  status: 'submitted',
  rejectReason: null,
  createdAt: 1_700_000_000_000,
  submittedAt: 1_700_000_000_000,
  processingAt: null,
  paidAt: null,
  rejectedAt: null,
  version: 1,
  ...over,
});
