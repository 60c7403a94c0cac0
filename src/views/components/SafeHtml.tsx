import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './safe-html.css';

/** The server's published allowlist (server/content/html-policy.ts, docs/help-and-tickets.md), applied again here. */
const ALLOWED = new Set(['p', 'br', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a']);
const EXTERNAL = /^(https?:|mailto:)/i;

/** A site path ("/announcement") or an https/http/mailto url; anything else (javascript:, data:, //host) is no link. */
export function safeHref(href: string | null): string | null {
  if (href === null) return null;
  const trimmed = href.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  return EXTERNAL.test(trimmed) ? trimmed : null;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, toReact);
  // an element outside the allowlist is dropped with everything in it (script, style, iframe, img, svg, form…)
  if (!ALLOWED.has(tag)) return null;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    if (href === null) return <Fragment key={key}>{children}</Fragment>;
    if (href.startsWith('/'))
      return (
        <Link key={key} to={href}>
          {children}
        </Link>
      );
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  const Tag = tag as 'p';
  return <Tag key={key}>{children}</Tag>;
}

/**
 * Announcement bodies and ticket replies: HTML the server already sanitised, rendered as React elements from the same
 * allowlist. DOMParser builds an inert document (its scripts never run, its images never load) and only allowed elements
 * and safe links are copied out; no text ever reaches innerHTML.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={['safe-html', className].filter(Boolean).join(' ')}>{Array.from(body.childNodes, toReact)}</div>;
}
