/**
 * The server's layering as data (docs/server-modules.md): which part of server/ a file belongs to,
 * and which parts each part may import. A new folder or top-level file is refused until it has a
 * row here, so the map in the docs and this table grow together.
 */
import type { ImportGraph } from './import-graph';

/**
 * A part's allowed imports: other parts by name, or a single file of a part ('engine/spot-service.ts')
 * when only that door is open. Every part may import its own files.
 */
export const SERVER_LAYERS: Readonly<Record<string, readonly string[]>> = {
  contract: [],
  clock: [],
  errors: [],
  money: [],
  'demo-mode': [],
  i18n: [],
  config: ['demo-mode'],
  bus: ['contract'],
  catalogue: ['contract'],
  store: ['config', 'contract'],
  ledger: ['bus', 'contract', 'errors', 'money', 'store'],
  accounts: ['bus', 'clock', 'config', 'contract', 'errors', 'i18n', 'ledger', 'money', 'store'],
  content: ['chain', 'clock', 'config', 'contract', 'errors', 'i18n', 'money', 'store'],
  engine: ['bus', 'catalogue', 'contract', 'errors', 'ledger', 'money', 'store'],
  // sends commands to the engine (SpotService) and never listens to the bus
  simulator: [
    'accounts',
    'catalogue',
    'contract',
    'engine/spot-service.ts',
    'futures/price/price-service.ts',
    'futures/trading/futures-service.ts',
    'errors',
    'ledger',
    'money',
    'store',
  ],
  // listens to the bus (trades) and serves reads; never reaches the engine
  'market-data': ['bus', 'catalogue', 'contract', 'errors', 'money', 'store'],
  // composes simulator and market data; the first-start history needs both
  market: [
    'accounts',
    'bus',
    'catalogue',
    'config',
    'contract',
    'engine/spot-service.ts',
    'futures/price/price-service.ts',
    'futures/trading/futures-service.ts',
    'ledger',
    'market-data',
    'money',
    'simulator',
    'store',
  ],
  // perpetual futures: pure math and risk index, index/mark prices and tick log, the trading service
  futures: ['bus', 'catalogue', 'clock', 'contract', 'engine', 'errors', 'ledger', 'money', 'store'],
  // cycle contracts: rules, settlement math, the index tick log, orders and their scheduler (docs/cycle.md)
  cycle: ['bus', 'catalogue', 'clock', 'contract', 'errors', 'ledger', 'money', 'store'],
  // the simulated chain: networks, derived addresses and their codecs, blocks, mempool, deposits (docs/wallet.md)
  chain: ['bus', 'clock', 'contract', 'errors', 'ledger', 'money', 'store'],
  // convert: quotes from the spot market's last prices, executed through the conversion desk (docs/wallet.md)
  convert: ['catalogue', 'clock', 'contract', 'errors', 'ledger', 'money', 'store'],
  // crypto withdrawals: checks, freeze, broadcast and confirmations at the chain's blocks, the fund password check (docs/wallet.md)
  wallet: ['accounts', 'bus', 'chain', 'clock', 'content', 'contract', 'errors', 'ledger', 'money', 'store'],
  // the withdrawal address book: saved addresses checked with the chain's codecs (docs/addresses-and-team.md)
  'address-book': ['chain', 'clock', 'contract', 'errors', 'store'],
  // invite and team: invite code, team size over the invite levels, masked invitees (docs/addresses-and-team.md)
  team: ['bus', 'contract', 'errors', 'store'],
  // fiat withdrawals to a bank card: checks, freeze, the simulated bank's job, the operator's recorded decisions (docs/wallet.md)
  fiat: ['accounts', 'bus', 'chain', 'clock', 'contract', 'errors', 'ledger', 'money', 'store', 'wallet'],
  // lock-mining: products, subscriptions, the daily dividend job, early redemption (docs/lock-mining.md)
  lock: ['bus', 'clock', 'contract', 'errors', 'ledger', 'money', 'store'],
  // identity verification: submissions, their review job and recorded decisions (docs/identity.md)
  identity: ['accounts', 'bus', 'clock', 'contract', 'errors', 'store'],
  // help-centre tickets: the user's questions, the operator's sanitised replies and their push (docs/help-and-tickets.md)
  tickets: ['bus', 'clock', 'content', 'contract', 'errors', 'store'],
  // the operator command: records review decisions and replies on the server's database, never money (docs/identity.md)
  // each area reaches only the door that records its decision or reply (tickets' replies need the HTML policy)
  operator: [
    'config',
    'content/html-policy.ts',
    'contract',
    'fiat/decisions.ts',
    'fiat/fiat-store.ts',
    'identity',
    'money',
    'store',
    'tickets/replies.ts',
    'wallet/review-decisions.ts',
  ],
  ws: [
    'accounts',
    'bus',
    'catalogue',
    'chain',
    'contract',
    'cycle',
    'engine',
    'fiat',
    'futures',
    'i18n',
    'ledger',
    'lock',
    'market',
    'team',
    'tickets',
    'wallet',
  ],
  context: [
    'accounts',
    'bus',
    'chain',
    'clock',
    'config',
    'convert',
    'cycle',
    'engine',
    'fiat',
    'futures',
    'identity',
    'ledger',
    'lock',
    'market',
    'store',
    'team',
    'tickets',
    'wallet',
  ],
  http: [
    'accounts',
    'address-book',
    'catalogue',
    'chain',
    'clock',
    'content',
    'context',
    'contract',
    'convert',
    'cycle',
    'errors',
    'futures',
    'identity',
    'i18n',
    'ledger',
    'team',
    'tickets',
    'ws',
  ],
  main: [
    'accounts',
    'bus',
    'chain',
    'clock',
    'config',
    'context',
    'convert',
    'cycle',
    'demo-mode',
    'fiat',
    'engine',
    'futures',
    'identity',
    'http',
    'ledger',
    'lock',
    'market',
    'store',
    'team',
    'tickets',
    'wallet',
  ],
};

/** 'engine' for server/engine/…, 'bus' for server/bus.ts, 'contract' for contract/…; null outside both trees. */
export function serverPart(file: string): string | null {
  const [top, name, ...rest] = file.split('/');
  if (top === 'contract') return 'contract';
  if (top !== 'server' || name === undefined) return null;
  return rest.length > 0 ? name : name.replace(/\.tsx?$/, '');
}

/** "from → to: why" for every import the table does not allow. */
export function layerViolations(graph: ImportGraph, layers: Readonly<Record<string, readonly string[]>>): string[] {
  const found: string[] = [];
  for (const [from, targets] of graph) {
    const part = serverPart(from);
    if (part === null) continue;
    const allowed = layers[part];
    if (!allowed) {
      found.push(`${from}: '${part}' has no row in the table of server layers`);
      continue;
    }
    for (const to of targets) {
      const target = serverPart(to);
      if (target === part) continue;
      if (target === null) found.push(`${from} → ${to}: the server imports only server/ and contract/`);
      else if (!allowed.includes(target) && !allowed.includes(to.replace(/^server\//, '')))
        found.push(`${from} → ${to}: '${part}' may not import '${target}'`);
    }
  }
  return found;
}

/** The table itself as a graph of parts, so that it can be checked for cycles too. */
export function layerGraph(layers: Readonly<Record<string, readonly string[]>>): ImportGraph {
  return new Map(Object.entries(layers).map(([part, allowed]) => [part, allowed.map((entry) => entry.split('/')[0]!)]));
}
