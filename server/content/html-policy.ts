/**
 * The published HTML policy (docs/help-and-tickets.md): announcements and ticket replies may carry HTML, sanitised here
 * with sanitize-html when they are written (seed, operator reply); only the sanitised text is stored. The client's
 * SafeHtml applies the same allowlist again when it renders.
 */
import sanitizeHtml from 'sanitize-html';
import { parseBody, type Block } from '@contract/content-body';

export const ALLOWED_TAGS = ['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a'];

const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // a path on this site (/announcement) is allowed; protocol-relative urls (//evil.example) are not
  allowProtocolRelative: false,
  // script, style, textarea and the like go with their content, not only their tags
  disallowedTagsMode: 'discard',
};

/** HTML reduced to the allowlist: no script, style, iframe, image or event attribute survives, nor a javascript: link. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, POLICY);
}

/** The text of sanitised HTML, without any tag (summaries, the operator's table). */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

const escape = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const blockHtml = (block: Block): string => {
  if (block.kind === 'heading') return `<h3>${escape(block.text)}</h3>`;
  if (block.kind === 'list') return `<ul>${block.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
  return `<p>${block.text.split('\n').map(escape).join('<br />')}</p>`;
};

/** A seeded notice's text blocks as sanitised HTML, one element per block, blocks still a blank line apart. */
export function blocksToHtml(body: string): string {
  return sanitizeRichText(parseBody(body).map(blockHtml).join('\n\n'));
}
