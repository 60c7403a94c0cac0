import { describe, expect, it } from 'vitest';
import { joinBlocks, parseBlock, summarize } from '../../../server/content/body-format';

describe('body format', () => {
  it.each([
    ['## Limits', { kind: 'heading', text: 'Limits' }],
    ['- one\n- two', { kind: 'list', items: ['one', 'two'] }],
    ['Plain text.\nSecond line.', { kind: 'paragraph', text: 'Plain text.\nSecond line.' }],
    ['- one\nnot an item', { kind: 'paragraph', text: '- one\nnot an item' }],
    ['<b>not markup</b>', { kind: 'paragraph', text: '<b>not markup</b>' }],
  ])('parses %j', (block, expected) => {
    expect(parseBlock(block)).toEqual(expected);
  });

  it('joins blocks with one blank line', () => {
    expect(joinBlocks(['## A', 'b', '- c'])).toBe('## A\n\nb\n\n- c');
  });

  it.each([[''], [' padded'], ['two\n\nblocks']])('refuses the block %j', (block) => {
    expect(() => joinBlocks(['ok', block])).toThrow(/body block/);
  });

  it('summarizes with the first paragraph, skipping headings', () => {
    expect(summarize(['## Title', 'First paragraph.', 'Second.'])).toBe('First paragraph.');
  });

  it('cuts a long summary by code point and marks the cut', () => {
    const summary = summarize(['界'.repeat(200)]);
    expect(Array.from(summary)).toHaveLength(120);
    expect(summary.endsWith('界…')).toBe(true);
  });

  it('summarizes a list-only body with its items', () => {
    expect(summarize(['- a\n- b'])).toBe('a b');
  });
});
