import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_CATALOGUE } from '../../server/content/seed/catalogue';
import { snapshotDist } from '../e2e/helpers/server';

/**
 * The static page shells (public/shells/*.html, made into dist/shells/ by scripts/shells.mjs, put in
 * #root by server/http/page-shell.ts). Run `npm run build` first.
 */
let dist: string;
/** shell file name → its markup, without comments */
let shells: Map<string, string>;
/** the shells' styles, bundled and minified: no @import left */
let css: string;
beforeAll(async () => {
  dist = await snapshotDist();
  const dir = path.join(dist, 'shells');
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.html'));
  shells = new Map(names.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8').replace(/<!--[\s\S]*?-->/g, '')]));
  css = fs.readFileSync(path.join(dir, 'shell.css'), 'utf8');
});
afterAll(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

describe('the static page shells', () => {
  it('has the shells of /home and of the detail pages', () => {
    expect([...shells.keys()].sort()).toEqual(['detail.html', 'home.html']);
  });

  it('uses only classes their inline styles (dist/shells/shell.css) define, so they are laid out like the app before the stylesheet', () => {
    expect(css).not.toContain('@import');
    for (const [name, shell] of shells) {
      const classes = [...shell.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/));
      expect(classes.length, name).toBeGreaterThan(5);
      const undefinedClasses = classes.filter((cls) => !new RegExp(`\\.${cls}(?![\\w-])`).test(css));
      expect(undefinedClasses, name).toEqual([]);
    }
  });

  it('has no script and no text: words wait for the app, which knows the language', () => {
    for (const [name, shell] of shells) {
      expect(shell, name).not.toMatch(/<script/i);
      expect(shell.replace(/<[^>]*>/g, '').trim(), name).toBe('');
    }
  });

  it('shows the first home banner on /home inline (a data: URL of its file, no request), sized as the app sizes it', () => {
    const first = [...BANNER_CATALOGUE].sort((a, b) => a.sort - b.sort)[0]!;
    const images = [...shells.get('home.html')!.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(1);
    for (const attribute of ['width="750"', 'height="300"', 'alt=""']) expect(images[0]).toContain(attribute);
    const src = / src="data:image\/svg\+xml,([^"]+)"/.exec(images[0]!)?.[1];
    expect(src, 'the image is a data: URL').toBeDefined();
    expect(decodeURIComponent(src!)).toBe(fs.readFileSync(path.join(dist, first.image), 'utf8'));
  });

  it('preloads the first banner’s own file on /home at high priority, for the carousel that replaces the inline copy', () => {
    const first = [...BANNER_CATALOGUE].sort((a, b) => a.sort - b.sort)[0]!;
    expect(shells.get('home.html')).toContain(`<link rel="preload" as="image" href="${first.image}" fetchpriority="high" />`);
    expect(fs.existsSync(path.join(dist, first.image))).toBe(true);
  });
});
