import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Level } from '@contract/market';
import { depthChecksum } from '../../src/streams/depth-checksum';
import { applyDepth, EMPTY_DEPTH_BOOK, topLevels, type DepthBook, type DepthMsg } from '../../src/streams/depth-reducer';

/**
 * The simplest book that can be right: a map from price (in ticks) to the level as last sent,
 * sorted on every read. The same price may be spelt several ways ("7", "7.0", "7.00"); a new
 * quantity keeps the level's tuple as sent, an unchanged one keeps the old tuple.
 */
class ModelBook {
  readonly bids = new Map<number, Level>();
  readonly asks = new Map<number, Level>();

  apply(side: Map<number, Level>, tick: number, level: Level): void {
    if (Number(level[1]) === 0) side.delete(tick);
    else if (side.get(tick)?.[1] !== level[1]) side.set(tick, level);
  }

  sorted(side: Map<number, Level>, descending: boolean): Level[] {
    return [...side].sort(([a], [b]) => (descending ? b - a : a - b)).map(([, level]) => level);
  }

  view(): { bids: Level[]; asks: Level[] } {
    return { bids: this.sorted(this.bids, true), asks: this.sorted(this.asks, false) };
  }
}

const SPELLINGS = [(t: number) => `${t}`, (t: number) => `${t}.0`, (t: number) => `${t}.00`];
/** bids on ticks 1-40, asks on 41-80: books about as deep as the 25 levels the checksum covers, where its edge moves */
const change = (bid: boolean) =>
  fc.record({
    tick: fc.integer({ min: bid ? 1 : 41, max: bid ? 40 : 80 }),
    spelling: fc.integer({ min: 0, max: SPELLINGS.length - 1 }),
    qty: fc.oneof(fc.constantFrom('0', '0.000'), fc.integer({ min: 1, max: 4 }).map(String)),
  });
const update = fc.record({ bids: fc.array(change(true), { maxLength: 4 }), asks: fc.array(change(false), { maxLength: 4 }) });
/** empty or shallow sides (that may empty out and fill again) and sides about 25 deep */
const snapshotSide = (bid: boolean) =>
  fc.oneof(
    fc.uniqueArray(change(bid), { selector: (c) => c.tick, maxLength: 3 }),
    fc.uniqueArray(change(bid), { selector: (c) => c.tick, minLength: 20, maxLength: 40 }),
  );

/** how many levels a side the ladder reads after each update */
const LADDER = fc.constantFrom(1, 20, 25, 30);

type Change = { tick: number; spelling: number; qty: string };
const levelOf = (c: Change): Level => [SPELLINGS[c.spelling]!(c.tick), c.qty];

describe('applyDepth against a model book', () => {
  it('holds the same book, top-N reads and checksum over random update streams', () => {
    fc.assert(
      fc.property(
        snapshotSide(true),
        snapshotSide(false),
        fc.array(update, { minLength: 30, maxLength: 300 }),
        LADDER,
        (bids, asks, updates, ladder) => {
          const model = new ModelBook();
          bids.forEach((c) => model.apply(model.bids, c.tick, levelOf(c)));
          asks.forEach((c) => model.apply(model.asks, c.tick, levelOf(c)));
          let book = applyDepth(EMPTY_DEPTH_BOOK, { type: 'snapshot', seq: 0, data: { bids: bids.map(levelOf), asks: asks.map(levelOf) } });
          updates.forEach((u, i) => {
            u.bids.forEach((c) => model.apply(model.bids, c.tick, levelOf(c)));
            u.asks.forEach((c) => model.apply(model.asks, c.tick, levelOf(c)));
            const expected = model.view();
            const msg: DepthMsg = {
              type: 'update',
              seq: i + 1,
              data: { bids: u.bids.map(levelOf), asks: u.asks.map(levelOf), checksum: depthChecksum(expected.bids, expected.asks) },
            };
            book = applyDepth(book, msg);
            expect(book.ready).toBe(true);
            // The ladder's width on every update (a kept read must follow every change that reaches it), others now and then.
            for (const n of i % 5 === 4 ? [ladder, 1, 25, 30] : [ladder]) {
              expect(topLevels(book, n)).toEqual({ bids: expected.bids.slice(0, n), asks: expected.asks.slice(0, n) });
            }
          });
          expect({ bids: book.bids, asks: book.asks }).toEqual(model.view());
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('ownership of the books applyDepth makes', () => {
  const levels = (...prices: number[]): Level[] => prices.map((p) => [`${p}.00`, '1']);
  const start = () => applyDepth(EMPTY_DEPTH_BOOK, { type: 'snapshot', seq: 1, data: { bids: levels(99, 98), asks: levels(101, 102) } });
  const next = (book: DepthBook) => {
    const bids = levels(99, 98, 97);
    const asks = book.asks as Level[];
    return applyDepth(book, { type: 'update', seq: 2, data: { bids: [['97.00', '1']], asks: [], checksum: depthChecksum(bids, asks) } });
  };

  it('keeps the sides a superseded book showed before', () => {
    const first = start();
    const shown = first.bids;
    const second = next(first);
    expect(second.bids).toEqual(levels(99, 98, 97));
    expect(shown).toEqual(levels(99, 98));
  });

  it('refuses to show or extend a superseded book instead of showing a wrong one', () => {
    const first = start();
    next(first);
    expect(() => first.bids).toThrow(/newer one/);
    expect(() => topLevels(first, 5)).toThrow(/newer one/);
    expect(() => next(first)).toThrow(/newer one/);
  });

  it('serialises as its six fields, though its sides are read through getters', () => {
    const book = next(start());
    expect(JSON.parse(JSON.stringify(book))).toEqual({
      ready: true,
      seq: 2,
      bids: levels(99, 98, 97),
      asks: levels(101, 102),
      checksum: book.checksum,
      fault: null,
    });
  });

  it('still reads a book whose side no update changed since', () => {
    const first = start();
    const second = next(first);
    expect(first.asks).toBe(second.asks);
  });
});
