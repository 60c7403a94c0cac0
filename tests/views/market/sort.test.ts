import { describe, expect, it } from 'vitest';
import { NO_SORT, nextSort, type SortColumn, type SortState } from '../../../src/views/market/sort';

describe('nextSort', () => {
  const table: [string, SortState, SortColumn, SortState][] = [
    ['unsorted -> ascending', NO_SORT, 'price', { column: 'price', order: 1 }],
    ['ascending -> descending', { column: 'price', order: 1 }, 'price', { column: 'price', order: 2 }],
    ['descending -> unsorted', { column: 'price', order: 2 }, 'price', NO_SORT],
    ['another column starts ascending (from ascending)', { column: 'price', order: 1 }, 'volume', { column: 'volume', order: 1 }],
    ['another column starts ascending (from descending)', { column: 'volume', order: 2 }, 'name', { column: 'name', order: 1 }],
    ['name cycles like the others', { column: 'name', order: 1 }, 'name', { column: 'name', order: 2 }],
  ];
  it.each(table)('%s', (_, state, column, expected) => {
    expect(nextSort(state, column)).toEqual(expected);
  });

  it('comes back to 0 after three clicks on one column', () => {
    const states = [NO_SORT];
    for (let i = 0; i < 3; i++) states.push(nextSort(states[states.length - 1]!, 'volume'));
    expect(states.map((s) => s.order)).toEqual([0, 1, 2, 0]);
  });
});
