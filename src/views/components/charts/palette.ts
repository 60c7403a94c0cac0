/**
 * Canvas cannot read CSS variables, so chart colours are copied from the theme's custom properties
 * (declared in charts.css on top of the layout's theme variables) into this object. It is mutated in
 * place on a theme change, so stroke functions that read it pick the new colours on the next redraw.
 */
export interface ChartPalette {
  up: string;
  down: string;
  grid: string;
  axis: string;
  line: string;
  fill: string;
  crosshair: string;
  indicators: [string, string, string];
}

const FALLBACK: ChartPalette = {
  up: '#0ecb81',
  down: '#f6465d',
  grid: 'rgba(128,128,128,0.15)',
  axis: '#848e9c',
  line: '#f0b90b',
  fill: 'rgba(240,185,11,0.12)',
  crosshair: '#848e9c',
  indicators: ['#f0b90b', '#d633ff', '#2ea0f0'],
};

export function createPalette(): ChartPalette {
  return { ...FALLBACK, indicators: [...FALLBACK.indicators] };
}

export function readPalette(el: Element, into: ChartPalette): ChartPalette {
  const style = getComputedStyle(el);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  into.up = read('--chart-up', FALLBACK.up);
  into.down = read('--chart-down', FALLBACK.down);
  into.grid = read('--chart-grid', FALLBACK.grid);
  into.axis = read('--chart-axis', FALLBACK.axis);
  into.line = read('--chart-line', FALLBACK.line);
  into.fill = read('--chart-fill', FALLBACK.fill);
  into.crosshair = read('--chart-crosshair', FALLBACK.crosshair);
  into.indicators = [
    read('--chart-ind-1', FALLBACK.indicators[0]),
    read('--chart-ind-2', FALLBACK.indicators[1]),
    read('--chart-ind-3', FALLBACK.indicators[2]),
  ];
  return into;
}

/**
 * Calls `onChange` when the document's theme may have changed (the layout switches it with a class,
 * a data attribute or inline variables on <html> or <body>). Returns the function that stops watching.
 */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  const options = { attributes: true, attributeFilter: ['class', 'data-theme', 'style'] };
  observer.observe(document.documentElement, options);
  if (document.body) observer.observe(document.body, options);
  return () => observer.disconnect();
}
