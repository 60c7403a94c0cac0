/** Type guards for the `deposits` and `withdrawals` pushes (contract/wallet.ts: Deposit, Withdrawal), as wire-shapes.ts does for spot. */
import { isDecimal, isText, isTime, isVersion, oneOf, orNull, shape, type Guard } from './wire-shapes';

const isCount: Guard = (v) => Number.isSafeInteger(v) && (v as number) >= 0;
/** addresses and transaction hashes are longer than isText's 64 characters (a 0x hash is 66) */
const isChainText: Guard = (v) => typeof v === 'string' && v.length > 0 && v.length <= 128;

export const isDeposit = shape({
  id: isText,
  asset: isText,
  network: oneOf('TRC20', 'ERC20', 'BEP20', 'BTC'),
  address: isChainText,
  amount: isDecimal,
  txHash: isChainText,
  blockHeight: orNull(isCount),
  confirmations: isCount,
  status: oneOf('pending', 'credited', 'unlocked', 'belowMinimum'),
  simulated: (v) => typeof v === 'boolean',
  proofUrl: orNull((v) => typeof v === 'string' && v.length <= 300),
  createdAt: isTime,
  creditedAt: orNull(isTime),
  unlockedAt: orNull(isTime),
  version: isVersion,
});

export const isWithdrawal = shape({
  id: isText,
  clientId: isText,
  asset: isText,
  network: oneOf('TRC20', 'ERC20', 'BEP20', 'BTC'),
  address: isChainText,
  amount: isDecimal,
  fee: isDecimal,
  status: oneOf('review', 'submitted', 'broadcast', 'confirmed', 'rejected'),
  txHash: orNull(isChainText),
  blockHeight: orNull(isCount),
  confirmations: isCount,
  rejectReason: orNull((v) => typeof v === 'string' && v.length <= 500),
  createdAt: isTime,
  broadcastAt: orNull(isTime),
  confirmedAt: orNull(isTime),
  rejectedAt: orNull(isTime),
  version: isVersion,
});
