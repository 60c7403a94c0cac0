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
import { CycleService } from './cycle/cycle-service';
import { ChainService } from './chain/chain-service';
import { ConvertService } from './convert/convert-service';
import type { Market } from './market/market';
import { FundPasswords } from './accounts/fund-password';
import { AccountSecurity } from './accounts/account-security';
import { WalletService } from './wallet/wallet-service';
import { TeamService } from './team/team-service';
import { IdentityService } from './identity/identity-service';
import { LockService } from './lock/lock-service';
import { FiatService } from './fiat/fiat-service';
import { cardHashKey } from './fiat/card';
import { TicketService } from './tickets/ticket-service';

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

export interface ProductDeps {
  db: Kysely<Database>;
  serial: Serial;
  bus: Bus;
  ledger: Ledger;
  clock: Clock;
  accounts: Accounts;
  spot: SpotService;
  /** one index per spot pair (server/futures/price/price-script.ts indexSource) */
  indexOf(symbol: string): bigint | null;
  /** the chain's server key (chainSeedOf); the fiat card hash key is derived from it */
  chainSeed: Uint8Array;
  /** where the fund password and security services write their lines (the console when absent) */
  log?: (line: string) => void;
}

/**
 * The product services over the core (spot, ledger, accounts), built the same way by main.ts and by the tests' context:
 * constructed only; starting their jobs is the caller's choice.
 */
export function buildProductServices(d: ProductDeps) {
  const { db, serial, bus, ledger, clock, accounts } = d;
  const lastPrice = (pair: string) => d.spot.lastPrice(pair);
  const log = d.log ? { log: d.log } : {};
  const chain = new ChainService({ db, serial, bus, ledger, clock, seed: d.chainSeed });
  const fundPasswords = new FundPasswords({ db, serial, clock, ...log });
  return {
    cycle: new CycleService({ db, serial, bus, ledger, clock, indexOf: d.indexOf }),
    chain,
    convert: new ConvertService({ db, serial, ledger, clock, lastPrice }),
    fundPasswords,
    security: new AccountSecurity({ db, serial, bus, clock, ...log }),
    // withdrawals move with the chain's blocks: a submitted one is broadcast by its network's next block
    wallet: new WalletService({ db, serial, bus, ledger, clock, chain, fundPasswords, lastPrice }),
    lock: new LockService({ db, serial, bus, ledger, clock }),
    fiat: new FiatService({ db, serial, bus, ledger, clock, fundPasswords, lastPrice, cardHashKey: cardHashKey(d.chainSeed) }),
    tickets: new TicketService({ db, serial, bus, clock }),
    identity: new IdentityService({ db, serial, bus, clock, accounts }),
    team: new TeamService(db, bus),
  };
}
