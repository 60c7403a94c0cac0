import { describe, expect, it } from 'vitest';
import { limit, marketBuy, marketSell, newBook, seed, u } from './book-fixture';

describe('OrderBook matching', () => {
  it('fills by price, then by time, always at the maker price', () => {
    const book = newBook();
    const [a1, a2, a3] = seed(book, [limit(1, 'sell', '100', '1'), limit(2, 'sell', '100', '1'), limit(3, 'sell', '99', '1')]);
    const { plan } = book.execute(limit(9, 'buy', '101', '2.5'));
    expect(plan.fills.map((f) => [f.makerId, f.price, f.qty])).toEqual([
      [a3, u('99'), u('1')],
      [a1, u('100'), u('1')],
      [a2, u('100'), u('0.5')],
    ]);
    expect(plan.filledQuote).toBe(u('249'));
    expect(plan.rest).toBeNull();
    expect(book.get(a2!)?.remaining).toBe(u('0.5'));
  });

  it('keeps the queue place of a partially filled maker', () => {
    const book = newBook();
    const [a1, a2] = seed(book, [limit(1, 'sell', '100', '2'), limit(2, 'sell', '100', '1')]);
    book.execute(limit(9, 'buy', '100', '0.5'));
    const { plan } = book.execute(limit(9, 'buy', '100', '2'));
    expect(plan.fills.map((f) => [f.makerId, f.qty])).toEqual([
      [a1, u('1.5')],
      [a2, u('0.5')],
    ]);
  });

  it('rests the remainder of a limit order and reports absolute level quantities', () => {
    const book = newBook();
    seed(book, [limit(1, 'sell', '100', '1'), limit(1, 'sell', '101', '1')]);
    const seqBefore = book.seq;
    const { plan, change } = book.execute(limit(9, 'buy', '100.5', '3'));
    expect(plan.rest?.remaining).toBe(u('2'));
    expect(plan.stop).toBe('limitPrice');
    expect(change).toEqual({ seq: seqBefore + 1, bids: [['100.50', '2.0000']], asks: [['100.00', '0']] });
    expect(book.snapshot(10)).toEqual({ bids: [['100.50', '2.0000']], asks: [['101.00', '1.0000']], seq: seqBefore + 1 });
  });

  it('reports a level on both sides when a buy empties an ask level and rests at the same price', () => {
    const book = newBook();
    seed(book, [limit(1, 'sell', '100', '1')]);
    const { change } = book.execute(limit(9, 'buy', '100', '1.5'));
    expect(change?.asks).toEqual([['100.00', '0']]);
    expect(change?.bids).toEqual([['100.00', '0.5000']]);
  });

  it('sells at market by quantity and never rests the unfilled remainder', () => {
    const book = newBook();
    seed(book, [limit(1, 'buy', '100', '1'), limit(2, 'buy', '99', '1')]);
    const { plan } = book.execute(marketSell(9, '3'));
    expect(plan.filledQty).toBe(u('2'));
    expect(plan.stop).toBe('bookExhausted');
    expect(plan.rest).toBeNull();
    expect(book.snapshot(10)).toMatchObject({ bids: [], asks: [] });
  });

  it('buys at market by quote amount in whole lots, rounding down', () => {
    const book = newBook();
    const [, a2] = seed(book, [limit(1, 'sell', '3', '1'), limit(2, 'sell', '7', '10')]);
    // 3 USDT buys the 1 at 3; 10 USDT left buys floor(10/7 to 4 decimals) = 1.4285 at 7
    const { plan } = book.execute(marketBuy(9, '13'));
    expect(plan.fills.map((f) => [f.qty, f.quote])).toEqual([
      [u('1'), u('3')],
      [u('1.4285'), u('9.9995')],
    ]);
    expect(plan.stop).toBe('filled');
    expect(book.get(a2!)?.remaining).toBe(u('8.5715'));
  });

  it('stops a market buy whose money cannot buy one lot, without touching the book', () => {
    const book = newBook();
    seed(book, [limit(1, 'sell', '100000', '1')]);
    const plan = book.plan(marketBuy(9, '0.5'));
    expect(plan.fills).toEqual([]);
    expect(plan.stop).toBe('filled');
  });

  it('leaves an own resting order alone when a market buy has no money left to trade with it', () => {
    const book = newBook();
    const [, own] = seed(book, [limit(1, 'sell', '100', '1'), limit(9, 'sell', '101', '1')]);
    const { plan } = book.execute(marketBuy(9, '100.005')); // 0.005 left; one lot at 101 costs 0.0101
    expect(plan.fills.map((f) => f.qty)).toEqual([u('1')]);
    expect(plan.cancels).toEqual([]);
    expect(book.get(own!)?.remaining).toBe(u('1'));
  });

  it('cancels the resting order of the same user instead of trading with it', () => {
    const book = newBook();
    const [own, other] = seed(book, [limit(9, 'sell', '100', '1'), limit(2, 'sell', '100', '1')]);
    const { plan, change } = book.execute(limit(9, 'buy', '100', '1'));
    expect(plan.cancels.map((o) => o.id)).toEqual([own]);
    expect(plan.fills.map((f) => f.makerId)).toEqual([other]);
    expect(book.get(own!)).toBeUndefined();
    expect(change?.asks).toEqual([['100.00', '0']]);
  });

  it('cancels a resting order and removes its emptied level', () => {
    const book = newBook();
    const [id] = seed(book, [limit(1, 'buy', '50', '1')]);
    const change = book.apply(book.planCancel(id!)!);
    expect(change?.bids).toEqual([['50.00', '0']]);
    expect(book.planCancel(id!)).toBeNull();
    expect(book.size).toBe(0);
  });

  it('plans without changing the book and raises seq only when a level changed', () => {
    const book = newBook();
    seed(book, [limit(1, 'sell', '100', '1')]);
    const before = book.snapshot(10);
    book.plan(limit(9, 'buy', '100', '1'));
    expect(book.snapshot(10)).toEqual(before);
    expect(book.apply(book.plan(marketSell(9, '1')))).toBeNull();
    expect(book.seq).toBe(before.seq);
  });

  it('keeps bids descending and asks ascending in snapshots, limited per side', () => {
    const book = newBook();
    seed(book, [
      limit(1, 'buy', '10', '1'),
      limit(1, 'buy', '12', '1'),
      limit(1, 'buy', '11', '1'),
      limit(2, 'sell', '15', '1'),
      limit(2, 'sell', '13', '0.25'),
    ]);
    const snap = book.snapshot(2);
    expect(snap.bids).toEqual([
      ['12.00', '1.0000'],
      ['11.00', '1.0000'],
    ]);
    expect(snap.asks).toEqual([
      ['13.00', '0.2500'],
      ['15.00', '1.0000'],
    ]);
  });
});
