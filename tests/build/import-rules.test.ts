import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './import-scan';
import { violationsIn } from './import-rules';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CHECKED = ['src', 'server', 'contract'];

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourcesUnder(rel);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

describe('import rules (docs/client-modules.md)', () => {
  it('no file of src/, server/ or contract/ imports across a layer it may not cross', () => {
    const files = new Map(CHECKED.flatMap(sourcesUnder).map((file) => [file, fs.readFileSync(path.join(ROOT, file), 'utf8')]));
    expect(files.size).toBeGreaterThan(100);
    expect(violationsIn(files)).toEqual([]);
  });

  it('reports each kind of refused import (the check above can fail)', () => {
    const fake = new Map([
      ['src/views/trade/Fake.tsx', "import type { X } from '../assets/useBalances';\nimport { routeAt } from '../layout/routeAt';"],
      ['src/views/layout/Fake.tsx', "const page = () => import('../home/HomePage');"],
      ['src/streams/fake.ts', "export { a } from '../views/components/a';\nimport { b } from '../state/orders';"],
      ['src/state/orders/fake.ts', "import '../../views/styles/index.css';"],
      ['src/api/fake.ts', "import { WireBody } from '../../server/content/wire';"],
      ['server/fake.ts', "export * from '../src/format';"],
      ['contract/fake.ts', "import type { Order } from '../server/engine/order';"],
      ['src/decimal/fake.ts', "import { formatAmount } from '../format';"],
      ['src/format/fake.ts', "import { useBalances } from '../state/balances';"],
    ]);
    expect(violationsIn(fake).map((line) => line.split(':')[0])).toEqual([
      'src/views/trade/Fake.tsx → ../assets/useBalances',
      'src/views/trade/Fake.tsx → ../layout/routeAt',
      'src/views/layout/Fake.tsx → ../home/HomePage',
      'src/streams/fake.ts → ../views/components/a',
      'src/streams/fake.ts → ../state/orders',
      'src/state/orders/fake.ts → ../../views/styles/index.css',
      'src/api/fake.ts → ../../server/content/wire',
      'server/fake.ts → ../src/format',
      'contract/fake.ts → ../server/engine/order',
      'src/decimal/fake.ts → ../format',
      'src/format/fake.ts → ../state/balances',
    ]);
  });

  it('allowed imports pass: a screen within itself, screens to state and components, the shell to screens', () => {
    const fine = new Map([
      [
        'src/views/trade/Fine.tsx',
        "import { a } from './form/a';\nimport { b } from '../../state/orders';\nimport { c } from '../components/c';",
      ],
      ['src/views/app/routes.tsx', "const page = () => import('../home/HomePage');\nimport { AppLayout } from '../layout/AppLayout';"],
      ['src/state/orders/fine.ts', "import { d } from '../../streams';\nimport type { Order } from '@contract/spot';"],
    ]);
    expect(violationsIn(fine)).toEqual([]);
  });

  it('reads every kind of import, and nothing in comments, strings, templates or regular expressions', () => {
    const source = [
      "// import a from 'no-1'",
      "/* import b from 'no-2' */",
      'const s = "import c from \'no-3\'";',
      "const t = `import d from 'no-4' ${x ? { a: 1 } : import('dynamic')} more`;",
      "const r = /import e from 'no-5'/g;",
      "import type { X } from 'typed';",
      "import {\n  a,\n  b,\n} from 'multi-line';",
      "import 'side-effect';",
      "export { z } from 're-export';",
      "export * from 'star';",
      'export { q };',
      'import.meta.url;',
      "vi.mock('no-6');",
      "export type { T } from 'type-re-export';",
    ].join('\n');
    expect(importsOf(source)).toEqual(['dynamic', 'typed', 'multi-line', 'side-effect', 're-export', 'star', 'type-re-export']);
  });
});
