/** The trigger structure against a plain list (fast-check model test), and its order on a small hand example. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TriggerDirection } from '../../../../server/futures/math';
import { PriceTriggers } from '../../../../server/futures/risk/price-triggers';

describe('price triggers', () => {
  it('returns the falling triggers at or above the mark (highest first), then the rising ones at or below it (lowest first)', () => {
    const t = new PriceTriggers<string>();
    t.set('a', 'fallsTo', 100n, 'a');
    t.set('b', 'fallsTo', 105n, 'b');
    t.set('c', 'fallsTo', 99n, 'c');
    t.set('d', 'risesTo', 100n, 'd');
    t.set('e', 'risesTo', 95n, 'e');
    t.set('f', 'risesTo', 101n, 'f');
    expect(t.crossedBy(100n)).toEqual(['b', 'a', 'e', 'd']);
    t.set('b', 'risesTo', 90n, 'b'); // moved: a different price and direction
    t.delete('e');
    expect(t.crossedBy(100n)).toEqual(['a', 'b', 'd']);
    expect(t.size).toBe(5);
    expect(t.priceOf('b')).toBe(90n);
  });

  type Op =
    | { kind: 'set'; id: string; direction: TriggerDirection; price: bigint }
    | { kind: 'delete'; id: string }
    | { kind: 'tick'; mark: bigint };
  const id = fc.integer({ min: 1, max: 40 }).map(String);
  const price = fc.bigInt({ min: 1n, max: 60n });
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ kind: fc.constant('set' as const), id, direction: fc.constantFrom<TriggerDirection>('fallsTo', 'risesTo'), price }),
    fc.record({ kind: fc.constant('delete' as const), id }),
    fc.record({ kind: fc.constant('tick' as const), mark: price }),
  );

  it('finds exactly the triggers a plain scan finds, after any sequence of sets, moves and deletes', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const triggers = new PriceTriggers<string>();
        const model = new Map<string, { direction: TriggerDirection; price: bigint }>();
        for (const o of ops) {
          if (o.kind === 'set') {
            triggers.set(o.id, o.direction, o.price, o.id);
            model.set(o.id, { direction: o.direction, price: o.price });
          } else if (o.kind === 'delete') {
            expect(triggers.delete(o.id)).toBe(model.delete(o.id));
          } else {
            const expected = [...model]
              .filter(([, t]) => (t.direction === 'fallsTo' ? o.mark <= t.price : o.mark >= t.price))
              .map(([key]) => key)
              .sort();
            expect([...triggers.crossedBy(o.mark)].sort()).toEqual(expected);
          }
          expect(triggers.size).toBe(model.size);
        }
      }),
      { numRuns: 300 },
    );
  });
});
