/** The published HTML policy (docs/help-and-tickets.md): what the server's sanitiser keeps and strips, as a table. */
import { describe, expect, it } from 'vitest';
import { blocksToHtml, plainTextOf, sanitizeRichText } from '../../../server/content/html-policy';

describe('sanitizeRichText', () => {
  it.each([
    ['a script with its content', '<p>a<script>window.__xss=1</script>b</p>', '<p>ab</p>'],
    ['an image with onerror', '<p><img src="x" onerror="window.__xss=1">a</p>', '<p>a</p>'],
    ['an event attribute on an allowed tag', '<strong onclick="window.__xss=1">a</strong>', '<strong>a</strong>'],
    ['a javascript: link', '<a href="javascript:window.__xss=1">a</a>', '<a>a</a>'],
    ['a JavaScript: link in mixed case and entities', '<a href="JaVaScRiPt&#58;alert(1)">a</a>', '<a>a</a>'],
    ['a data: link', '<a href="data:text/html,<script>1</script>">a</a>', '<a>a</a>'],
    ['a protocol-relative link', '<a href="//evil.example/">a</a>', '<a>a</a>'],
    ['a style element with its content', '<style>p{color:red}</style><p>a</p>', '<p>a</p>'],
    ['a style attribute', '<p style="background:url(javascript:1)">a</p>', '<p>a</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
    ['an svg with script', '<svg onload="window.__xss=1"><script>1</script></svg><p>a</p>', '<p>a</p>'],
    ['a form', '<form action="/x"><input name="q"></form><p>a</p>', '<p>a</p>'],
  ])('strips %s', (_name, input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it.each([
    ['paragraphs, headings and lists', '<h3>T</h3><p>a<br />b</p><ul><li>x</li></ul><ol><li>y</li></ol>'],
    ['emphasis', '<p><strong>a</strong><em>b</em><b>c</b><i>d</i></p>'],
    [
      'https, mailto and site links',
      '<a href="https://example.com/">a</a><a href="mailto:help@example.com">b</a><a href="/announcement">c</a>',
    ],
  ])('keeps %s', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns a seeded block body into escaped HTML, blocks a blank line apart', () => {
    expect(blocksToHtml('## Title <b>\n\n- one\n- two & three\n\nline 1\nline 2')).toBe(
      '<h3>Title &lt;b&gt;</h3>\n\n<ul><li>one</li><li>two &amp; three</li></ul>\n\n<p>line 1<br />line 2</p>',
    );
  });

  it('reads the text of HTML without tags', () => {
    expect(plainTextOf('<p>a <strong>b</strong></p>\n<p>c</p>')).toBe('a b c');
  });
});
