/**
 * The body format of content (server/content/README.md): plain text blocks separated by one blank
 * line; a block starting with `## ` is a heading, a block whose lines all start with `- ` is a
 * list, any other block is a paragraph. No HTML: the client renders text nodes only. The server
 * writes bodies in this format and the client reads them with the same parser.
 */
export const BLOCK_SEPARATOR = '\n\n';

export type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function parseBlock(block: string): Block {
  if (block.startsWith('## ')) return { kind: 'heading', text: block.slice(3) };
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith('- '))) return { kind: 'list', items: lines.map((line) => line.slice(2)) };
  return { kind: 'paragraph', text: block };
}

/** A stored body as its blocks, in order; empty blocks (a body that is empty) are left out. */
export function parseBody(body: string): Block[] {
  return body
    .split(BLOCK_SEPARATOR)
    .filter((block) => block.trim() !== '')
    .map(parseBlock);
}
