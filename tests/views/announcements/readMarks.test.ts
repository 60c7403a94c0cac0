import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../../src/api/local-store';
import { markAnnouncementRead, READ_ANNOUNCEMENTS_KEY, readAnnouncementIds } from '../../../src/views/announcements/readMarks';

const memory = (initial: Record<string, string> = {}): KeyValueStore => {
  const map = new Map(Object.entries(initial));
  return { get: (k) => map.get(k) ?? null, set: (k, v) => void map.set(k, v), remove: (k) => void map.delete(k) };
};

describe('announcement read marks (local only)', () => {
  it('remembers opened ids, once each', () => {
    const store = memory();
    markAnnouncementRead(105, store);
    markAnnouncementRead(101, store);
    markAnnouncementRead(105, store);
    expect([...readAnnouncementIds(store)]).toEqual([101, 105]);
  });

  it('keeps only the 200 latest', () => {
    const store = memory();
    for (let id = 1; id <= 205; id++) markAnnouncementRead(id, store);
    const ids = readAnnouncementIds(store);
    expect(ids.size).toBe(200);
    expect(ids.has(5)).toBe(false);
    expect(ids.has(205)).toBe(true);
  });

  it('reads a broken or foreign value as nothing read', () => {
    expect(readAnnouncementIds(memory({ [READ_ANNOUNCEMENTS_KEY]: '{oops' })).size).toBe(0);
    expect([...readAnnouncementIds(memory({ [READ_ANNOUNCEMENTS_KEY]: '[1,"2",3.5,4]' }))]).toEqual([1, 4]);
  });
});
