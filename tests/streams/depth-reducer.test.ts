import { describe, expect, it } from 'vitest';
import type { Level } from '@contract/market';
import { depthChecksum } from '../../src/streams/depth-checksum';
import { applyDepth, EMPTY_DEPTH_BOOK, type DepthBook, type DepthMsg } from '../../src/streams/depth-reducer';

const book = (seq: number, bids: Level[], asks: Level[]): DepthBook => ({
  ready: true,
  seq,
  bids,
  asks,
  checksum: depthChecksum(bids, asks),
  fault: null,
});
const snapshot = (seq: number, bids: Level[], asks: Level[]): DepthMsg => ({ type: 'snapshot', seq, data: { bids, asks } });
/** An update whose checksum is that of `after`, the book the server holds once it is applied. */
const update = (seq: number, bids: Level[], asks: Level[], after: DepthBook): DepthMsg => ({
  type: 'update',
  seq,
  data: { bids, asks, checksum: depthChecksum(after.bids, after.asks) },
});
/** A book's six fields: a reduced book keeps its sides behind getters, so it is compared field by field. */
const fields = ({ ready, seq, bids, asks, checksum, fault }: DepthBook): DepthBook => ({ ready, seq, bids, asks, checksum, fault });
const broken = (seq: number, fault: 'gap' | 'checksum'): DepthBook => ({ ready: false, seq, bids: [], asks: [], checksum: 0, fault });

const B0 = book(
  10,
  [
    ['100.00', '1'],
    ['99.50', '2'],
  ],
  [
    ['100.50', '3'],
    ['101.00', '4'],
  ],
);

const cases: [string, DepthBook, DepthMsg, DepthBook][] = [
  ['a snapshot replaces an empty book', EMPTY_DEPTH_BOOK, snapshot(10, B0.bids as Level[], B0.asks as Level[]), B0],
  [
    'a snapshot is sorted (bids down, asks up) and loses empty levels',
    EMPTY_DEPTH_BOOK,
    snapshot(
      7,
      [
        ['99.50', '2'],
        ['100.00', '1'],
        ['98.00', '0'],
      ],
      [
        ['101.00', '4'],
        ['100.50', '3'],
      ],
    ),
    book(
      7,
      [
        ['100.00', '1'],
        ['99.50', '2'],
      ],
      [
        ['100.50', '3'],
        ['101.00', '4'],
      ],
    ),
  ],
  ['updates before any snapshot are dropped', EMPTY_DEPTH_BOOK, update(1, [['1.00', '1']], [], EMPTY_DEPTH_BOOK), EMPTY_DEPTH_BOOK],
  [
    'the next seq sets an absolute quantity',
    B0,
    update(
      11,
      [['100.00', '5']],
      [],
      book(
        11,
        [
          ['100.00', '5'],
          ['99.50', '2'],
        ],
        B0.asks as Level[],
      ),
    ),
    book(
      11,
      [
        ['100.00', '5'],
        ['99.50', '2'],
      ],
      B0.asks as Level[],
    ),
  ],
  [
    'a new price is inserted in order on each side',
    B0,
    update(
      11,
      [['99.75', '7']],
      [
        ['100.75', '8'],
        ['102.00', '9'],
      ],
      book(
        0,
        [
          ['100.00', '1'],
          ['99.75', '7'],
          ['99.50', '2'],
        ],
        [
          ['100.50', '3'],
          ['100.75', '8'],
          ['101.00', '4'],
          ['102.00', '9'],
        ],
      ),
    ),
    book(
      11,
      [
        ['100.00', '1'],
        ['99.75', '7'],
        ['99.50', '2'],
      ],
      [
        ['100.50', '3'],
        ['100.75', '8'],
        ['101.00', '4'],
        ['102.00', '9'],
      ],
    ),
  ],
  [
    'a zero quantity ("0" or "0.0000") removes the level; removing an absent one is harmless',
    B0,
    update(
      11,
      [
        ['100.00', '0'],
        ['50.00', '0'],
      ],
      [['101.00', '0.0000']],
      book(0, [['99.50', '2']], [['100.50', '3']]),
    ),
    book(11, [['99.50', '2']], [['100.50', '3']]),
  ],
  ['an update with seq <= book seq is stale and dropped', B0, update(10, [['100.00', '9']], [], B0), B0],
  ['a seq beyond the next one is a gap: not ready, emptied, resync asked once', B0, update(12, [], [], B0), broken(12, 'gap')],
  [
    'a checksum mismatch: not ready, emptied, resync asked once',
    B0,
    { type: 'update', seq: 11, data: { bids: [['100.00', '5']], asks: [], checksum: 12345 } },
    broken(11, 'checksum'),
  ],
  [
    'while resyncing, updates are dropped and the fault is not repeated',
    broken(12, 'gap'),
    update(13, [], [], B0),
    { ...broken(12, 'gap'), fault: null },
  ],
  [
    'the snapshot after a resync makes the book ready again',
    broken(12, 'checksum'),
    snapshot(20, B0.bids as Level[], B0.asks as Level[]),
    { ...B0, seq: 20 },
  ],
];

describe('applyDepth', () => {
  it.each(cases)('%s', (_, before, msg, after) => {
    expect(fields(applyDepth(before, msg))).toEqual(after);
  });

  it('never mutates the book it is given', () => {
    const bids = B0.bids.map((level) => [...level] as Level);
    const before = book(10, bids, B0.asks.slice());
    const frozen = JSON.stringify(before);
    applyDepth(
      before,
      update(
        11,
        [
          ['100.00', '0'],
          ['99.90', '1'],
        ],
        [['100.50', '0']],
        book(
          0,
          [
            ['99.90', '1'],
            ['99.50', '2'],
          ],
          [['101.00', '4']],
        ),
      ),
    );
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it('keeps the same side arrays when an update does not touch them', () => {
    const after = applyDepth(
      B0,
      update(
        11,
        [['100.00', '5']],
        [],
        book(
          0,
          [
            ['100.00', '5'],
            ['99.50', '2'],
          ],
          B0.asks as Level[],
        ),
      ),
    );
    expect(after.asks).toBe(B0.asks);
    expect(after.bids).not.toBe(B0.bids);
  });

  it('matches a rebuild from scratch over many random updates', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const truth = { bids: new Map<number, string>(), asks: new Map<number, string>() };
    const sorted = (side: Map<number, string>, desc: boolean): Level[] =>
      [...side].sort((a, b) => (desc ? b[0] - a[0] : a[0] - b[0])).map(([p, q]) => [`${p}.00`, q]);
    let state = applyDepth(EMPTY_DEPTH_BOOK, snapshot(0, [], []));
    for (let seq = 1; seq <= 500; seq++) {
      const bids: Level[] = [];
      const asks: Level[] = [];
      for (let n = 0; n < 3; n++) {
        const isBid = random() < 0.5;
        const price = isBid ? 1000 + Math.floor(random() * 200) : 1200 + Math.floor(random() * 200);
        const qty = random() < 0.3 ? '0' : `${1 + Math.floor(random() * 9)}`;
        (isBid ? bids : asks).push([`${price}.00`, qty]);
        const side = isBid ? truth.bids : truth.asks;
        if (qty === '0') side.delete(price);
        else side.set(price, qty);
      }
      const expected = book(seq, sorted(truth.bids, true), sorted(truth.asks, false));
      state = applyDepth(state, update(seq, bids, asks, expected));
      expect(fields(state)).toEqual(expected);
    }
  });
});
