/** The whole database as Kysely sees it: each module owns its tables (server/store/tables/*). */
import type { CoreTables } from './tables/core';
import type { SpotTables } from './tables/spot';
import type { MarketTables } from './tables/market';
import type { ContentTables } from './tables/content';
import type { FuturesTables } from './tables/futures';
import type { FuturesPriceTables } from './tables/futures-prices';
import type { CycleTables } from './tables/cycle';
import type { ChainTables } from './tables/chain';
import type { ConvertTables } from './tables/convert';
import type { WithdrawalTables } from './tables/withdrawals';
import type { IdentityTables } from './tables/identity';
import type { TicketTables } from './tables/tickets';
import type { SecurityTables } from './tables/security';
import type { FiatTables } from './tables/fiat';
import type { LedgerRecordTables } from './tables/ledger-records';
import type { AddressBookTables } from './tables/address-book';
import type { LockTables } from './tables/lock';

export type Database = CoreTables &
  SpotTables &
  MarketTables &
  ContentTables &
  FuturesPriceTables &
  FuturesTables &
  CycleTables &
  ChainTables &
  ConvertTables &
  WithdrawalTables &
  IdentityTables &
  TicketTables &
  SecurityTables &
  FiatTables &
  LedgerRecordTables &
  AddressBookTables &
  LockTables;
