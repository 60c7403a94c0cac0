// The page shells of the client build (public/shells/ → dist/shells/, see server/http/page-shell.ts).
import * as esbuild from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Makes dist/shells/ what the server inlines: each stylesheet (shell.css, coin.css) bundled and minified over its copy (a few KB
 * instead of the whole stylesheet), and in each shell's markup every local SVG image as a data: URL
 * (img-src allows data:), so a shell paints from the HTML alone, with no request in the way. The app
 * still loads the same image by its address (preloaded by index.html) when it replaces the shell.
 */
export async function buildShells(root, outdir) {
  const shells = path.join(outdir, 'shells');
  const styles = (await fs.readdir(path.join(root, 'public/shells'))).filter((name) => name.endsWith('.css'));
  await esbuild.build({
    entryPoints: styles.map((name) => path.join(root, 'public/shells', name)),
    bundle: true,
    minify: true,
    outdir: shells,
    logLevel: 'warning',
  });
  const pages = (await fs.readdir(shells)).filter((name) => name.endsWith('.html'));
  for (const page of pages) {
    const file = path.join(shells, page);
    const markup = await fs.readFile(file, 'utf8');
    const images = [...new Set([...markup.matchAll(/ src="(\/[^"]+\.svg)"/g)].map((match) => match[1]))];
    let inlined = markup;
    for (const image of images) {
      const svg = await fs.readFile(path.join(outdir, image));
      inlined = inlined.replaceAll(` src="${image}"`, ` src="data:image/svg+xml,${encodeURIComponent(svg.toString())}"`);
    }
    await fs.writeFile(file, inlined);
  }
}
