/** The `account` push (docs/protocol.md) of a user whose identity state changed, once the change is committed. */
import type { Transaction } from 'kysely';
import type { Database } from '../store/schema';
import type { IdentityDeps } from './identity-deps';

export function pushAccountAfterCommit(
  deps: Pick<IdentityDeps, 'serial' | 'bus' | 'accounts'>,
  trx: Transaction<Database>,
  userId: number,
): void {
  deps.serial.hooks(trx).afterCommit(() => {
    deps.accounts.info(userId).then(
      (info) => deps.bus.emit('account', userId, info),
      (err: unknown) => console.error('account push failed', err),
    );
  });
}
