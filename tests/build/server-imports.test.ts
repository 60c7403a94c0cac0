import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildImportGraph, findCycles, type ImportGraph } from './import-graph';
import { layerGraph, layerViolations, SERVER_LAYERS } from './server-layers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const named = (cycles: string[][]) => cycles.map((cycle) => cycle.join(' → '));
const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

describe('server imports (docs/server-modules.md)', () => {
  const graph = buildImportGraph(ROOT, ['server', 'contract']);

  it('reads the whole server, type-only imports included', () => {
    expect(graph.size).toBeGreaterThan(100);
    // context.ts imports nothing but types: its edges prove `import type` is read
    expect(graph.get('server/context.ts')).toContain('server/market/market.ts');
    expect(graph.get('server/engine/spot-service.ts')).toContain('server/catalogue/symbols.ts');
    expect(graph.get('server/bus.ts')).toContain('contract/market.ts');
  });

  it('has no import cycle', () => {
    expect(named(findCycles(graph))).toEqual([]);
  });

  it('follows the table of server layers, and the table has no cycle either', () => {
    expect(layerViolations(graph, SERVER_LAYERS)).toEqual([]);
    expect(named(findCycles(layerGraph(SERVER_LAYERS)))).toEqual([]);
  });

  it('names a cycle it finds (the check above can fail)', () => {
    const fake = graphOf({
      'server/a.ts': ['server/b/one.ts', 'contract/x.ts'],
      'server/b/one.ts': ['server/b/two.ts'],
      'server/b/two.ts': ['server/a.ts'],
      'server/c.ts': ['server/c.ts'],
      'server/d.ts': ['server/a.ts'],
    });
    expect(named(findCycles(fake))).toEqual(['server/a.ts → server/b/one.ts → server/b/two.ts → server/a.ts', 'server/c.ts → server/c.ts']);
    expect(findCycles(graphOf({ 'server/a.ts': ['server/b.ts'], 'server/b.ts': [] }))).toEqual([]);
  });

  it('refuses the simulator listening to the bus, market data reaching the engine, and any unlisted import', () => {
    const fake = graphOf({
      'server/simulator/bot.ts': ['server/bus.ts', 'server/engine/spot-service.ts', 'server/engine/order-book.ts'],
      'server/market-data/tickers.ts': ['server/engine/spot-service.ts', 'server/bus.ts'],
      'server/engine/match.ts': ['server/catalogue/symbols.ts', 'server/simulator/prng.ts', 'src/format/index.ts'],
      'server/not-listed/book.ts': [],
    });
    expect(layerViolations(fake, SERVER_LAYERS)).toEqual([
      "server/simulator/bot.ts → server/bus.ts: 'simulator' may not import 'bus'",
      "server/simulator/bot.ts → server/engine/order-book.ts: 'simulator' may not import 'engine'",
      "server/market-data/tickers.ts → server/engine/spot-service.ts: 'market-data' may not import 'engine'",
      "server/engine/match.ts → server/simulator/prng.ts: 'engine' may not import 'simulator'",
      'server/engine/match.ts → src/format/index.ts: the server imports only server/ and contract/',
      "server/not-listed/book.ts: 'not-listed' has no row in the table of server layers",
    ]);
    expect(named(findCycles(layerGraph({ ...SERVER_LAYERS, catalogue: ['engine'] })))).toHaveLength(1);
  });
});
