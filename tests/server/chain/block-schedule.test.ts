/**
 * The miner on the server clock (docs/wallet.md block times): each network makes its next block once its block time has
 * passed since its last one, and after a restart it counts from the last stored block. The test moves a ManualClock and
 * calls mineDue(); it never sleeps.
 */
import { describe, expect, it } from 'vitest';
import { chainSeedOf } from '../../../server/chain/addresses';
import { ChainService } from '../../../server/chain/chain-service';
import { useChain } from './chain-fixture';

describe('mineDue', () => {
  const c = useChain();
  const mined = async () => (await c().ctx.chain.mineDue()).map((b) => `${b.network}#${b.height}`);

  it('mines each network at its own block time', async () => {
    const { ctx, clock } = c();
    await ctx.chain.start(0);
    clock.advance(2_999);
    expect(await mined()).toEqual([]);
    clock.advance(1);
    expect(await mined()).toEqual(['TRC20#1', 'BEP20#1']);
    expect(await mined()).toEqual([]);
    clock.advance(9_000);
    expect(await mined()).toEqual(['TRC20#2', 'ERC20#1', 'BEP20#2']);
    clock.advance(18_000);
    expect(await mined()).toEqual(['TRC20#3', 'ERC20#2', 'BEP20#3', 'BTC#1']);
  });

  it('counts from the last stored block after a restart', async () => {
    const { ctx, clock } = c();
    await ctx.chain.start(0);
    clock.advance(3_000);
    expect(await mined()).toEqual(['TRC20#1', 'BEP20#1']);
    clock.advance(2_000);
    const restarted = new ChainService({ ...ctx, seed: chainSeedOf(ctx.config) });
    await restarted.start(0);
    expect((await restarted.mineDue()).map((b) => b.network)).toEqual([]);
    clock.advance(1_000);
    expect((await restarted.mineDue()).map((b) => `${b.network}#${b.height}`)).toEqual(['TRC20#2', 'BEP20#2']);
  });
});
