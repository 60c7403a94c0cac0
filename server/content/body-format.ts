/**
 * Writing content bodies (the format and its parser live in contract/content-body.ts, shared with
 * the client that renders them).
 */
import { BLOCK_SEPARATOR, parseBlock } from '@contract/content-body';

export { parseBlock } from '@contract/content-body';

const SUMMARY_CHARS = 120;

/** Joins seed blocks into a stored body; throws on a block that would not survive the round trip. */
export function joinBlocks(blocks: readonly string[]): string {
  for (const block of blocks) {
    if (!block.trim() || block.includes(BLOCK_SEPARATOR) || block !== block.trim()) {
      throw new Error(`a body block must be non-empty, trimmed and without blank lines: ${JSON.stringify(block.slice(0, 40))}`);
    }
  }
  return blocks.join(BLOCK_SEPARATOR);
}

/** The first paragraph, cut to about 120 characters (by code point, so no character is split). */
export function summarize(blocks: readonly string[]): string {
  const first = blocks.map(parseBlock).find((b) => b.kind === 'paragraph') ?? parseBlock(blocks[0] ?? '');
  const text = first.kind === 'list' ? first.items.join(' ') : first.text;
  const chars = Array.from(text);
  return chars.length <= SUMMARY_CHARS
    ? text
    : `${chars
        .slice(0, SUMMARY_CHARS - 1)
        .join('')
        .trimEnd()}…`;
}
