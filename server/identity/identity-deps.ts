import type { Kysely } from 'kysely';
import type { Accounts } from '../accounts/accounts';
import type { Bus } from '../bus';
import type { Clock } from '../clock';
import type { Database } from '../store/schema';
import type { Serial } from '../store/serial';

/** What identity verification needs from the rest of the server. */
export interface IdentityDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  clock: Clock;
  /** the UserInfo the `account` channel pushes */
  accounts: Pick<Accounts, 'info'>;
}
