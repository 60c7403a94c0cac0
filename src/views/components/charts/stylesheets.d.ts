// Stylesheets are imported for their side effect only: esbuild bundles them into the CSS files that
// index.html links. This tells the type checker such imports exist (they export nothing).
declare module '*.css';
