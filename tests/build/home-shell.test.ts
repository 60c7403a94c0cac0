import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNER_CATALOGUE } from '../../server/content/seed/catalogue';
import { snapshotDist } from '../e2e/helpers/server';

/**
 * The static shell of /home (public/shells/home.html, copied into dist/ by the build, put in #root
 * by server/http/route-html.ts). Run `npm run build` first.
 */
let dist: string;
let shell: string;
/** the shells' styles, bundled and minified: no @import left */
let css: string;
beforeAll(async () => {
  dist = await snapshotDist();
  shell = fs.readFileSync(path.join(dist, 'shells', 'home.html'), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  css = fs.readFileSync(path.join(dist, 'shells', 'shell.css'), 'utf8');
});
afterAll(() => {
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

describe('the static shell of /home', () => {
  it('shows the first home banner inline (a data: URL of its file, no request), sized as the app sizes it', () => {
    const first = [...BANNER_CATALOGUE].sort((a, b) => a.sort - b.sort)[0]!;
    const images = [...shell.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(1);
    for (const attribute of ['width="750"', 'height="300"', 'alt=""']) expect(images[0]).toContain(attribute);
    const src = / src="data:image\/svg\+xml,([^"]+)"/.exec(images[0]!)?.[1];
    expect(src, 'the image is a data: URL').toBeDefined();
    expect(decodeURIComponent(src!)).toBe(fs.readFileSync(path.join(dist, first.image), 'utf8'));
  });

  it('uses only classes its inline styles (dist/shells/shell.css) define, so it is laid out like the app before the stylesheet', () => {
    const classes = [...shell.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(/\s+/));
    expect(classes.length).toBeGreaterThan(5);
    expect(css).not.toContain('@import');
    const undefinedClasses = classes.filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(css));
    expect(undefinedClasses).toEqual([]);
  });

  it('has no script and no text: words wait for the app, which knows the language', () => {
    expect(shell).not.toMatch(/<script/i);
    expect(shell.replace(/<[^>]*>/g, '').trim()).toBe('');
  });
});
