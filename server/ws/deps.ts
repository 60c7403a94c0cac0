/** What the gateway needs from the rest of the server (a narrow slice of AppContext, so tests can stand in for parts). */
import type { Accounts } from '../accounts/accounts';
import type { Bus } from '../bus';
import type { ChainService } from '../chain/chain-service';
import type { CycleApi } from '../cycle/cycle-api';
import type { SpotService } from '../engine/spot-service';
import type { PriceService } from '../futures/price/price-service';
import type { FuturesService } from '../futures/trading/futures-service';
import type { Ledger } from '../ledger/ledger';
import type { Market } from '../market/market';
import type { TicketService } from '../tickets/ticket-service';
import type { WalletService } from '../wallet/wallet-service';
import type { TeamService } from '../team/team-service';
import type { LockService } from '../lock/lock-service';
import type { FiatService } from '../fiat/fiat-service';

export interface GatewayDeps {
  bus: Bus;
  spot: Pick<SpotService, 'depth' | 'recentTrades' | 'openOrders'>;
  ledger: Pick<Ledger, 'balances'>;
  /** sign-in, and the private `account` snapshot */
  accounts: Pick<Accounts, 'verifyToken' | 'info'>;
  market: Pick<Market, 'tickers' | 'ticker' | 'currentBars'>;
  /** the perpetuals' books (depth and trades channels of a `…-PERP` name), and the private positions and futuresOrders */
  futures: Pick<FuturesService, 'depth' | 'recentTrades' | 'positions' | 'openOrders'>;
  prices: Pick<PriceService, 'tick' | 'ticks'>;
  /** the `index.<SYMBOL>` snapshot and the private `cycleOrders` */
  cycle: Pick<CycleApi, 'recentTicks' | 'allOpenOrders'>;
  /** the private `deposits` snapshot */
  chain: Pick<ChainService, 'recentDeposits'>;
  /** the private `withdrawals` snapshot */
  wallet: Pick<WalletService, 'recentWithdrawals'>;
  /** the private `lockOrders` snapshot */
  lock: Pick<LockService, 'recentOrders'>;
  /** the private `team` snapshot */
  team: Pick<TeamService, 'counts'>;
  /** the private `fiatWithdrawals` snapshot */
  fiat: Pick<FiatService, 'recentWithdrawals'>;
  /** the private `tickets` snapshot */
  tickets: Pick<TicketService, 'unreadTickets'>;
}
