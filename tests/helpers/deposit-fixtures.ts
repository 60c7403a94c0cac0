import type { Deposit } from '@contract/wallet';

/** A USDT deposit on TRC20 as the server pushes it, pending in the mempool unless `over` says otherwise. */
export function deposit(over: Partial<Deposit> = {}): Deposit {
  return {
    id: '1',
    asset: 'USDT',
    network: 'TRC20',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
    amount: '250',
    txHash: 'a'.repeat(64),
    blockHeight: null,
    confirmations: 0,
    status: 'pending',
    simulated: true,
    proofUrl: null,
    createdAt: 1_700_000_000_000,
    creditedAt: null,
    unlockedAt: null,
    version: 1,
    ...over,
  };
}

/** The same deposit after `confirmations` blocks, with the status the server gives it then (docs/wallet.md). */
export function confirmed(base: Deposit, confirmations: number): Deposit {
  const status = confirmations >= 3 ? 'unlocked' : confirmations >= 1 ? 'credited' : 'pending';
  return { ...base, confirmations, status, blockHeight: confirmations > 0 ? 100 : null, version: base.version + confirmations };
}
