/**
 * Which label a funding record's kind and status show (assets.funding.kinds.* / status.*). Kinds and statuses the
 * client does not know yet (added by later sources) show a generic label rather than a raw key.
 */
type KindLabel =
  | 'deposit'
  | 'withdrawal'
  | 'transfer'
  | 'convert'
  | 'demo'
  | 'cycleStake'
  | 'cycleSettlement'
  | 'futuresTrade'
  | 'funding'
  | 'freeze'
  | 'unfreeze'
  | 'lockSubscribe'
  | 'lockDividend'
  | 'lockPrincipal'
  | 'lockRedeem'
  | 'fiatWithdrawal'
  | 'other';

const KIND_LABELS: Readonly<Record<string, KindLabel>> = {
  deposit: 'deposit',
  withdraw_freeze: 'withdrawal',
  withdraw: 'withdrawal',
  withdraw_reject: 'withdrawal',
  transfer: 'transfer',
  convert: 'convert',
  demo_fund: 'demo',
  demo_seed: 'demo',
  cycle_open: 'cycleStake',
  cycle_settle: 'cycleSettlement',
  futures_fill: 'futuresTrade',
  futures_funding: 'funding',
  freeze: 'freeze',
  unfreeze: 'unfreeze',
  lock_subscribe: 'lockSubscribe',
  lock_dividend: 'lockDividend',
  lock_principal: 'lockPrincipal',
  lock_redeem: 'lockRedeem',
  fiat_withdraw_freeze: 'fiatWithdrawal',
  fiat_withdraw: 'fiatWithdrawal',
  fiat_withdraw_reject: 'fiatWithdrawal',
};

const KNOWN_STATUSES = [
  'completed',
  'pending',
  'credited',
  'unlocked',
  'frozen',
  'released',
  'submitted',
  'review',
  'broadcast',
  'confirmed',
  'rejected',
  'processing',
  'paid',
] as const;
type StatusLabel = (typeof KNOWN_STATUSES)[number] | 'other';

const isKnownStatus = (status: string): status is StatusLabel => (KNOWN_STATUSES as readonly string[]).includes(status);

export const kindLabelKey = (kind: string) => `assets.funding.kinds.${KIND_LABELS[kind] ?? 'other'}` as const;

export const statusLabelKey = (status: string) => `assets.funding.status.${isKnownStatus(status) ? status : 'other'}` as const;

/** The badge's colour family: done, waiting, or refused. */
export function statusTone(status: string): 'done' | 'waiting' | 'refused' {
  if (status === 'rejected') return 'refused';
  return status === 'completed' || status === 'unlocked' || status === 'confirmed' || status === 'released' || status === 'paid'
    ? 'done'
    : 'waiting';
}
