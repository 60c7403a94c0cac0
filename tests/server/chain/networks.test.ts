/** docs/wallet.md publishes the networks table; server/chain/networks.ts must serve the same rows. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASSET_NETWORKS } from '../../../server/chain/networks';

const DOC = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/wallet.md'), 'utf8');

/** The rows of the markdown table under "## Networks", as AssetNetwork. */
function docNetworks() {
  const section = DOC.split(/^## /m).find((s) => s.startsWith('Networks'))!;
  const rows = section.split('\n').filter((line) => /^\| [A-Z]+ \| [A-Z0-9]+ \|/.test(line) && !line.startsWith('| asset'));
  return rows.map((line) => {
    const [asset, network, name, blockTime, confirmations, minDeposit, withdrawFee, withdrawMin] = line
      .split('|')
      .slice(1, 9)
      .map((c) => c.trim()) as [string, string, string, string, string, string, string, string];
    const [credit, unlock] = confirmations.split('/').map((c) => Number(c.trim()));
    return {
      asset,
      network,
      name,
      blockTimeMs: Number(/^(\d+) s/.exec(blockTime)![1]) * 1000,
      creditConfirmations: credit,
      unlockConfirmations: unlock,
      minDeposit,
      withdrawFee,
      withdrawMin,
    };
  });
}

describe('networks table', () => {
  it('serves the table of docs/wallet.md', () => {
    expect(docNetworks()).toHaveLength(5);
    expect(ASSET_NETWORKS).toEqual(docNetworks());
  });

  it('gives one block time per chain, whatever the asset', () => {
    const erc20 = ASSET_NETWORKS.filter((n) => n.network === 'ERC20').map((n) => n.blockTimeMs);
    expect(new Set(erc20).size).toBe(1);
  });
});
