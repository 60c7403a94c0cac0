import { describe, expect, it } from 'vitest';
import { GroupDepth } from '../../../server/engine/group-depth';

describe('GroupDepth', () => {
  it('is null when no command of the group changed the book', () => {
    const depth = new GroupDepth(7);
    depth.add(null);
    expect(depth.change()).toBeNull();
  });

  it('sends one change at the next seq: the last quantity of every touched level, best first', () => {
    const depth = new GroupDepth(7);
    depth.add({ seq: 8, bids: [['99.50', '1.00']], asks: [['101.00', '2.00']] });
    depth.add({
      seq: 9,
      bids: [
        ['100.00', '3.00'],
        ['99.50', '0'],
      ],
      asks: [['9.00', '1.00']],
    });
    depth.add({ seq: 10, bids: [['100.00', '2.50']], asks: [] });
    expect(depth.change()).toEqual({
      seq: 8,
      bids: [
        ['100.00', '2.50'],
        ['99.50', '0'],
      ],
      asks: [
        ['9.00', '1.00'],
        ['101.00', '2.00'],
      ],
    });
  });
});
