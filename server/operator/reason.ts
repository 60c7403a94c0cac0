import { OperatorUsageError } from './types';

/** A rejection reason is shown to the user as written: one line, at most this long. */
export const MAX_REASON_CHARS = 300;

export function checkedReason(raw: string | undefined): string {
  const reason = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (reason === '') throw new OperatorUsageError('--reason "…" is required');
  if (reason.length > MAX_REASON_CHARS) throw new OperatorUsageError(`--reason is at most ${MAX_REASON_CHARS} characters`);
  return reason;
}
