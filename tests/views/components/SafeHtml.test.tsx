// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { safeHref, SafeHtml } from '../../../src/views/components/SafeHtml';

const renderHtml = (html: string) =>
  render(
    <MemoryRouter>
      <SafeHtml html={html} />
    </MemoryRouter>,
  ).container.querySelector('.safe-html')!;

describe('SafeHtml', () => {
  afterEach(cleanup);

  it.each([
    ['a script', '<p>a<script>window.__xss = 1</script>b</p>', '<p>ab</p>'],
    ['an image with onerror', '<p><img src="x" onerror="window.__xss = 1">a</p>', '<p>a</p>'],
    ['an event attribute', '<p onclick="window.__xss = 1">a</p>', '<p>a</p>'],
    ['a javascript: link', '<a href="javascript:window.__xss=1">a</a>', 'a'],
    ['a data: link', '<a href="data:text/html,x">a</a>', 'a'],
    ['a protocol-relative link', '<a href="//evil.example">a</a>', 'a'],
    ['an iframe, a style and an svg', '<iframe src="x"></iframe><style>p{}</style><svg onload="x"></svg><p>a</p>', '<p>a</p>'],
  ])('drops %s, even when the server let it through', (_name, html, expected) => {
    expect(renderHtml(html).innerHTML).toBe(expected);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('keeps the text of an element outside the allowlist, and escaped markup as text', () => {
    const out = renderHtml('<p><span class="x">kept</span> &lt;script&gt;1&lt;/script&gt; &amp; more</p>');
    expect(out.innerHTML).toBe('<p>kept &lt;script&gt;1&lt;/script&gt; &amp; more</p>');
    expect(out.querySelector('script')).toBeNull();
  });

  it('keeps the allowlist: paragraphs, headings, lists, emphasis and safe links', () => {
    const out = renderHtml(
      '<h3>T</h3><p>a<br><strong>b</strong></p><ul><li>x</li></ul><a href="https://example.com/">e</a><a href="/announcement">s</a>',
    );
    expect(out.innerHTML).toBe(
      '<h3>T</h3><p>a<br><strong>b</strong></p><ul><li>x</li></ul><a href="https://example.com/" target="_blank" rel="noopener noreferrer">e</a><a href="/announcement" data-discover="true">s</a>',
    );
  });

  it.each([
    ['/announcement', '/announcement'],
    ['https://example.com', 'https://example.com'],
    ['mailto:help@example.com', 'mailto:help@example.com'],
    [' javascript:alert(1)', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    [null, null],
  ])('safeHref(%j) is %j', (href, expected) => {
    expect(safeHref(href)).toBe(expected);
  });
});
