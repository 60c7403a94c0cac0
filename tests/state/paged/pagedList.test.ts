import { Subject, of, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { Paged } from '@contract/primitives';
import { pagedFeed$ } from '../../../src/state/paged/pagedFeed';
import { applyPage, EMPTY_PAGED, hasMore, type PageCommand, type PagedState } from '../../../src/state/paged/pagedList';

type Row = { id: number; v: string };
const row = (id: number, v = 'a'): Row => ({ id, v });
const page = (items: Row[], total: number): Paged<Row> => ({ items, page: 1, size: 2, total });
const keyOf = (r: Row) => r.id;
const state = (items: Row[], pageNo: number, total: number): PagedState<Row> => ({
  ...EMPTY_PAGED,
  items,
  page: pageNo,
  total,
  pending: null,
  loaded: true,
});

describe('applyPage', () => {
  it('reload replaces, more appends without repeating a row that shifted between pages', () => {
    const first = applyPage(EMPTY_PAGED as PagedState<Row>, 'reload', page([row(5), row(4)], 5), keyOf);
    expect(first).toMatchObject({ items: [row(5), row(4)], page: 1, total: 5, loaded: true, pending: null });
    const second = applyPage(first, 'more', page([row(4), row(3)], 6), keyOf);
    expect(second.items.map(keyOf)).toEqual([5, 4, 3]);
    expect(second.page).toBe(2);
  });

  it('head puts new rows in front and refreshes the ones it carries, keeping later pages', () => {
    const held = state([row(5), row(4), row(3), row(2)], 2, 4);
    const next = applyPage(held, 'head', page([row(6), row(5, 'b')], 5), keyOf);
    expect(next.items).toEqual([row(6), row(5, 'b'), row(4), row(3), row(2)]);
    expect(next).toMatchObject({ page: 2, total: 5 });
  });

  it('knows when more pages exist', () => {
    expect(hasMore(state([row(1), row(2)], 1, 3), 2)).toBe(true);
    expect(hasMore(state([row(1), row(2)], 1, 2), 2)).toBe(false);
    expect(hasMore(EMPTY_PAGED, 2)).toBe(false);
  });
});

describe('pagedFeed$', () => {
  it('loads page 1, then the next page per "more", and stops at the end', () => {
    const commands = new Subject<PageCommand>();
    const asked: number[] = [];
    const rows = [row(5), row(4), row(3)];
    const states: PagedState<Row>[] = [];
    pagedFeed$(commands, (p) => (asked.push(p), of(page(rows.slice((p - 1) * 2, p * 2), 3))), keyOf, 2).subscribe((s) => states.push(s));
    commands.next('more');
    commands.next('more');
    expect(asked).toEqual([1, 2]);
    expect(states.at(-1)).toMatchObject({ items: rows, page: 2, pending: null });
  });

  it('keeps what it has when a page fails, and says so', () => {
    const commands = new Subject<PageCommand>();
    let fail = false;
    const states: PagedState<Row>[] = [];
    pagedFeed$(commands, () => (fail ? throwError(() => new Error('down')) : of(page([row(1)], 1))), keyOf, 2).subscribe((s) =>
      states.push(s),
    );
    fail = true;
    commands.next('reload');
    expect(states.map((s) => s.pending)).toEqual(['reload', null, 'reload', null]);
    expect(states.at(-1)).toMatchObject({ items: [row(1)], failed: true, loaded: true });
  });
});
