import { Parser } from 'htmlparser2';
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './safe-html.css';

/** The server's published allowlist (server/content/html-policy.ts, docs/help-and-tickets.md), applied again here. */
const ALLOWED = new Set(['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a']);
/** Elements dropped with everything inside them; any other element outside the allowlist keeps only its text. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'textarea',
  'noscript',
  'iframe',
  'object',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
]);
const EXTERNAL = /^(https?:|mailto:)/i;

/** A site path ("/announcement") or an https/http/mailto url; anything else (javascript:, data:, //host) is no link. */
export function safeHref(href: string | null): string | null {
  if (href === null) return null;
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  return EXTERNAL.test(trimmed) ? trimmed : null;
}

interface Element {
  tag: string;
  href: string | null;
  children: (Element | string)[];
}

/**
 * The allowed elements and text of `html`, read by htmlparser2 (sanitize-html's own parser) in plain JavaScript: the
 * text never reaches the browser's HTML parser, so nothing in it is ever loaded, compiled or checked against the
 * content security policy.
 */
export function allowedTree(html: string): (Element | string)[] {
  const root: Element = { tag: '', href: null, children: [] };
  const open: (Element | null)[] = [root];
  let dropping = 0;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (dropping > 0 || DROPPED_WITH_CONTENT.has(name)) {
          dropping++;
          return;
        }
        if (!ALLOWED.has(name)) {
          open.push(null);
          return;
        }
        const element: Element = { tag: name, href: name === 'a' ? safeHref(attrs.href ?? null) : null, children: [] };
        open.findLast((e): e is Element => e !== null)!.children.push(element);
        open.push(element);
      },
      ontext(text) {
        if (dropping === 0) open.findLast((e): e is Element => e !== null)!.children.push(text);
      },
      onclosetag() {
        if (dropping > 0) dropping--;
        else if (open.length > 1) open.pop();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return root.children;
}

function toReact(node: Element | string, key: number): ReactNode {
  if (typeof node === 'string') return node;
  const children = node.children.map(toReact);
  if (node.tag === 'br') return <br key={key} />;
  if (node.tag === 'a') {
    if (node.href === null) return <Fragment key={key}>{children}</Fragment>;
    if (node.href.startsWith('/'))
      return (
        <Link key={key} to={node.href}>
          {children}
        </Link>
      );
    return (
      <a key={key} href={node.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const Tag = node.tag as 'p';
  return <Tag key={key}>{children}</Tag>;
}

/**
 * Announcement bodies and ticket replies: HTML the server already sanitised, rendered as React elements from the same
 * allowlist (so a text that skipped the server's sanitiser still cannot run script). No text ever reaches innerHTML.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={['safe-html', className].filter(Boolean).join(' ')}>{allowedTree(html).map(toReact)}</div>;
}
