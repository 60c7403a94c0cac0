import type { Kysely } from 'kysely';
import type { Bus } from './bus';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './store/schema';
import type { Serial } from './store/serial';
import type { Ledger } from './ledger/ledger';
import type { Accounts } from './accounts/accounts';
import type { SpotService } from './engine/spot-service';
import type { PriceService } from './futures/price/price-service';
import type { FuturesService } from './futures/trading/futures-service';
import type { CycleService } from './cycle/cycle-service';
import type { ChainService } from './chain/chain-service';
import type { ConvertService } from './convert/convert-service';
import type { Market } from './market/market';
import type { FundPasswords } from './accounts/fund-password';
import type { AccountSecurity } from './accounts/account-security';
import type { WalletService } from './wallet/wallet-service';
import type { TeamService } from './team/team-service';
import type { IdentityService } from './identity/identity-service';
import type { LockService } from './lock/lock-service';
import type { FiatService } from './fiat/fiat-service';
import type { TicketService } from './tickets/ticket-service';

/** Everything a route or a service needs, built once in main.ts (and in tests by tests/server/helpers). */
export interface AppContext {
  config: Config;
  /** the one source of time (server/clock.ts): read it, never Date.now() */
  clock: Clock;
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  accounts: Accounts;
  spot: SpotService;
  futures: FuturesService;
  /** index and mark prices of the perpetuals, their tick log */
  prices: PriceService;
  /** cycle contracts: the index tick log, orders and their settlement (docs/cycle.md) */
  cycle: CycleService;
  /** the simulated chain: networks, deposit addresses, blocks and deposits (docs/wallet.md) */
  chain: ChainService;
  /** convert: quotes from the spot market and their execution through the conversion desk (docs/wallet.md) */
  convert: ConvertService;
  /** the fund password withdrawals need (docs/wallet.md) */
  fundPasswords: FundPasswords;
  /** binding e-mail and phone, the security verification, the login password, sessions (docs/security.md) */
  security: AccountSecurity;
  /** crypto withdrawals: checks, freeze, broadcast and confirmations at the chain's blocks (docs/wallet.md) */
  wallet: WalletService;
  /** identity verification: Basic and Advanced submissions, their review (docs/identity.md) */
  identity: IdentityService;
  /** fiat withdrawals to a bank card: checks, freeze, the simulated bank's job (docs/wallet.md "Fiat withdrawals") */
  fiat: FiatService;
  /** help-centre tickets and their replies (docs/help-and-tickets.md) */
  tickets: TicketService;
  /** lock-mining: products, subscriptions, the daily dividend job, early redemption (docs/lock-mining.md) */
  lock: LockService;
  /** invite and team: counts over the invite levels, the `team` push after a sign-up (docs/addresses-and-team.md) */
  team: TeamService;
  market: Market;
}
