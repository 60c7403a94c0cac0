import type { Withdrawal } from '@contract/wallet';

/** A USDT withdrawal on TRC20 as the server pushes it, just submitted (frozen) unless `over` says otherwise. */
export function withdrawal(over: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id: '1',
    clientId: 'client-0001',
    asset: 'USDT',
    network: 'TRC20',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    amount: '150',
    fee: '1',
    status: 'submitted',
    txHash: null,
    blockHeight: null,
    confirmations: 0,
    rejectReason: null,
    createdAt: 1_700_000_000_000,
    broadcastAt: null,
    confirmedAt: null,
    rejectedAt: null,
    version: 1,
    ...over,
  };
}

/** The same withdrawal broadcast and mined, `confirmations` deep (confirmed at 3, docs/wallet.md). */
export function mined(base: Withdrawal, confirmations: number): Withdrawal {
  return {
    ...base,
    status: confirmations >= 3 ? 'confirmed' : 'broadcast',
    txHash: 'c'.repeat(64),
    blockHeight: confirmations > 0 ? 100 : null,
    confirmations,
    broadcastAt: base.createdAt + 1000,
    confirmedAt: confirmations >= 3 ? base.createdAt + 4000 : null,
    version: base.version + 1 + confirmations,
  };
}
