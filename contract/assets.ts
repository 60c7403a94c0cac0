import { Type, type Static } from '@sinclair/typebox';
import type { ContractAccount } from './futures';
import { Asset, ClientId, Decimal } from './primitives';

export type Wallet = 'spot' | 'contract';

export interface Balance {
  wallet: Wallet;
  asset: string;
  available: Decimal;
  frozen: Decimal;
}

export interface AssetOverview {
  balances: Balance[];
  /**
   * asset/overview only: the contract account with its position margin and PnL (equity = available + frozen +
   * position margin + unrealised PnL), which the contract balance row alone does not show
   */
  contract?: ContractAccount;
}

/** The answer of asset/transfer and asset/demo/fund: every balance after the change. */
export type BalancesResult = AssetOverview;

/** Transfer works only between the spot and contract accounts. */
export const TransferReq = Type.Object(
  {
    asset: Asset,
    amount: Decimal,
    from: Type.Union([Type.Literal('spot'), Type.Literal('contract')]),
    to: Type.Union([Type.Literal('spot'), Type.Literal('contract')]),
    clientId: ClientId,
  },
  { additionalProperties: false },
);
export type TransferReq = Static<typeof TransferReq>;
