/**
 * What the layout browser tests read from a page on a 390 × 844 phone: touch targets too small for
 * a finger, content wider than the screen, and texts cut off by their box. Each read runs in the
 * page in one go, so it sees one consistent layout.
 */
import type { Page } from 'playwright-core';

/** WCAG 2.5.5 and the platform guidelines: 44 × 44 CSS px for anything a finger must hit. */
export const MIN_TARGET_PX = 44;

export interface SmallTarget {
  what: string;
  width: number;
  height: number;
}

/**
 * Every interactive element on the page that offers less than 44 × 44 px of touchable area. The
 * area is found by hit-testing, as a finger would: from the element's centre outwards, how far do
 * points still land on the element (its children, a hit-area pseudo-element, or one of its
 * labels)? Each element is scrolled to the middle of the screen first, so everything the page can
 * show is measured, not only what the first screen shows. `scope` limits it to one part (an open
 * sheet, whose backdrop covers the page behind it).
 */
export function smallTouchTargets(page: Page, scope = 'body'): Promise<SmallTarget[]> {
  return page.evaluate(
    ([minPx, scopeSelector]) => {
      const SELECTOR =
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], [tabindex]:not([tabindex="-1"])';
      const small: { what: string; width: number; height: number }[] = [];
      const scrolled = [...document.querySelectorAll<HTMLElement>('[data-scroll-root], .app__main')].map(
        (el) => [el, el.scrollTop] as const,
      );
      for (const el of document.querySelector(scopeSelector)?.querySelectorAll<HTMLElement>(SELECTOR) ?? []) {
        if (el.closest('[hidden], [inert], [aria-hidden="true"]') || getComputedStyle(el).visibility === 'hidden') continue;
        if (el.getClientRects().length === 0) continue; // not rendered (display: none)
        el.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const labels = [...((el as HTMLInputElement).labels ?? [])];
        const lands = (px: number, py: number) => {
          const hit = document.elementFromPoint(px, py);
          return hit !== null && (el.contains(hit) || labels.some((label) => label.contains(hit)));
        };
        // how far from the centre a finger still lands on el (whole pixels, then halved 4 times)
        const reach = (dx: number, dy: number) => {
          let inside = 0;
          let outside = 1;
          while (outside <= 100 && lands(x + dx * outside, y + dy * outside)) [inside, outside] = [outside, outside + 1];
          for (let i = 0; i < 4; i++) {
            const mid = (inside + outside) / 2;
            if (lands(x + dx * mid, y + dy * mid)) inside = mid;
            else outside = mid;
          }
          return inside;
        };
        const width = lands(x, y) ? reach(-1, 0) + reach(1, 0) : 0;
        const height = lands(x, y) ? reach(0, -1) + reach(0, 1) : 0;
        // hit-testing snaps boxes to device pixels (a neighbour's image can take the last half pixel
        // or so), so up to 1 px less than the box is rounding, not a shortfall
        if (width < minPx - 1 || height < minPx - 1) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
          const classes = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
          small.push({ what: `${el.tagName.toLowerCase()}${classes} "${name}"`, width: Math.round(width), height: Math.round(height) });
        }
      }
      for (const [el, top] of scrolled) el.scrollTop = top;
      return small;
    },
    [MIN_TARGET_PX, scope] as const,
  );
}

/** How far the page can be scrolled sideways: content wider than the screen (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<{ what: string; overflow: number }[]> {
  return page.evaluate(() => {
    const wide: { what: string; overflow: number }[] = [];
    for (const el of [document.documentElement, document.body, ...document.querySelectorAll<HTMLElement>('.app, .app__main, .page')]) {
      const overflow = el.scrollWidth - el.clientWidth;
      if (overflow > 0) wide.push({ what: el.className || el.tagName.toLowerCase(), overflow });
    }
    return wide;
  });
}

/**
 * Texts cut off by their own box under `selector`: wider than the box (ellipsis, clipped) or, for
 * text that wraps, taller than it. Elements that are not rendered are left out.
 */
export function truncatedTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.getClientRects().length === 0 || !el.textContent?.trim()) continue;
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        cut.push(
          `${el.className || el.tagName.toLowerCase()} "${el.textContent.trim()}" (${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight})`,
        );
      }
    }
    return cut;
  }, selector);
}

/** Pairs where an element matching `over` covers part of an element matching `under` in the same `scope`. */
export function overlapping(page: Page, scope: string, over: string, under: string): Promise<string[]> {
  return page.evaluate(
    ([scopeSel, overSel, underSel]) => {
      const found: string[] = [];
      for (const root of document.querySelectorAll(scopeSel)) {
        for (const a of root.querySelectorAll(overSel)) {
          const ra = a.getBoundingClientRect();
          for (const b of root.querySelectorAll(underSel)) {
            const rb = b.getBoundingClientRect();
            const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
            const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
            if (x > 0.5 && y > 0.5)
              found.push(`"${a.textContent?.trim()}" covers ${Math.round(x)}×${Math.round(y)} px of "${root.textContent?.trim()}"`);
          }
        }
      }
      return found;
    },
    [scope, over, under] as const,
  );
}

/** Elements under `selector` whose text runs over more than one line (tab labels must not). */
export function wrappedTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const wrapped: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      if (el.getClientRects().length === 0 || !el.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      // boxes side by side (a label and its pill) share a line when their heights overlap
      const boxes = [...range.getClientRects()].filter((r) => r.width > 0).sort((a, b) => a.top - b.top);
      let lines = 0;
      let lineBottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= lineBottom - 1) lines++;
        lineBottom = Math.max(lineBottom, box.bottom);
      }
      if (lines > 1) wrapped.push(`"${el.textContent.trim()}" takes ${lines} lines`);
    }
    return wrapped;
  }, selector);
}
