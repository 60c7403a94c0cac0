/**
 * The body format of content (documented in server/content/README.md): plain text blocks separated
 * by one blank line; a block starting with `## ` is a heading, a block whose lines all start with
 * `- ` is a list, any other block is a paragraph. No HTML: the client renders text nodes only.
 */
export const BLOCK_SEPARATOR = '\n\n';
const SUMMARY_CHARS = 120;

export type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseBlock(block: string): Block {
  if (block.startsWith('## ')) return { kind: 'heading', text: block.slice(3) };
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith('- '))) return { kind: 'list', items: lines.map((line) => line.slice(2)) };
  return { kind: 'paragraph', text: block };
}

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
  return chars.length <= SUMMARY_CHARS ? text : `${chars.slice(0, SUMMARY_CHARS - 1).join('').trimEnd()}…`;
}
