/**
 * Ledger postings of one fill. The buyer pays `quote` USDT out of its frozen USDT and receives the
 * base asset minus its fee; the seller pays `qty` base out of its frozen base and receives USDT
 * minus its fee. Each side pays the maker or taker rate of the symbol on what it receives, rounded
 * down to whole units; fees go to the ledger's fee account. Every asset sums to zero.
 */
import type { OrderSide } from '@contract/spot';
import { accountKey, type Posting } from '../ledger/ledger';
import { ONE } from '../money';
import type { SpotMarket } from './spot-market';
import type { Fill } from './types';

export const feeOn = (amount: bigint, rate: bigint): bigint => (amount * rate) / ONE;

export interface Settlement {
  buyerId: number;
  sellerId: number;
  buyerFee: bigint;
  sellerFee: bigint;
  postings: Posting[];
}

export function settleFill(market: SpotMarket, fill: Fill, takerId: number, takerSide: OrderSide): Settlement {
  const takerBuys = takerSide === 'buy';
  const buyerId = takerBuys ? takerId : fill.makerUserId;
  const sellerId = takerBuys ? fill.makerUserId : takerId;
  const buyerFee = feeOn(fill.qty, takerBuys ? market.takerRate : market.makerRate);
  const sellerFee = feeOn(fill.quote, takerBuys ? market.makerRate : market.takerRate);
  const { base, quote } = market;
  const postings: Posting[] = [
    { account: accountKey.frozen(buyerId, 'spot'), asset: quote, amount: -fill.quote },
    { account: accountKey.available(sellerId, 'spot'), asset: quote, amount: fill.quote - sellerFee },
    { account: accountKey.fees, asset: quote, amount: sellerFee },
    { account: accountKey.frozen(sellerId, 'spot'), asset: base, amount: -fill.qty },
    { account: accountKey.available(buyerId, 'spot'), asset: base, amount: fill.qty - buyerFee },
    { account: accountKey.fees, asset: base, amount: buyerFee },
  ];
  return { buyerId, sellerId, buyerFee, sellerFee, postings: postings.filter((p) => p.amount !== 0n) };
}
