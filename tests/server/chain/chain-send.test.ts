/**
 * `npm run chain -- send` (scripts/chain.ts, server/chain/send.ts): its arguments, and the script itself writing into the
 * stored mempool of the configured database, where the server's miner picks it up and credits the address's user; an
 * address with a mistyped character is refused and nothing is written.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseSendArgs, SEND_USAGE } from '../../../server/chain/send';
import { useChain } from './chain-fixture';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../../..');

async function chainScript(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/chain.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('parseSendArgs', () => {
  it.each([
    [['TXYZ', '5'], { address: 'TXYZ', amount: '5', asset: 'USDT' }],
    [['0xabc', '1.5', '--asset', 'eth'], { address: '0xabc', amount: '1.5', asset: 'ETH' }],
    [['0xabc', '1', '--network', 'bep20'], { address: '0xabc', amount: '1', asset: 'USDT', network: 'BEP20' }],
    [['TXYZ'], SEND_USAGE],
    [['TXYZ', '5', 'extra'], SEND_USAGE],
    [['TXYZ', '5', '--asset'], '--asset needs a value'],
    [['TXYZ', '5', '--fee', '1'], 'unknown option --fee'],
  ])('%j', (argv, expected) => {
    expect(parseSendArgs(argv)).toEqual(expected);
  });
});

describe('npm run chain -- send', () => {
  const c = useChain();

  it("puts a transfer into the stored mempool, which the server's next block mines and credits", async () => {
    const { ctx, alice } = c();
    const { address } = await ctx.chain.depositAddress(alice.userId, { asset: 'USDT', network: 'TRC20' });
    const sent = await chainScript(ctx.dataDir, 'send', address, '12.5');
    expect(sent.code).toBe(0);
    const txHash = sent.stdout.trim();
    expect(txHash).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.stderr).toContain(`user ${alice.userId}`);

    const block = await ctx.chain.mineBlock('TRC20');
    expect(block.txHashes).toEqual([txHash]);
    expect((await ctx.chain.list(alice.userId, {})).items).toMatchObject([
      { txHash, status: 'credited', confirmations: 1, amount: '12.5' },
    ]);
    expect(await c().available(alice)).toBe('12.50000000');
  });

  it('refuses an address with one character wrong, and writes nothing', async () => {
    const { ctx, alice } = c();
    const { address } = await ctx.chain.depositAddress(alice.userId, { asset: 'BTC', network: 'BTC' });
    const wrong = address.slice(0, -1) + (address.endsWith('q') ? 'p' : 'q');
    const sent = await chainScript(ctx.dataDir, 'send', wrong, '0.5', '--asset', 'BTC');
    expect(sent.code).toBe(1);
    expect(sent.stdout).toBe('');
    expect(sent.stderr).toContain('checksum');
    expect(await ctx.db.selectFrom('chain_txs').selectAll().execute()).toEqual([]);
  });
});
