/**
 * Random sequences of deposits, transfers, freezes and failing transactions, checked against a
 * plain model after every step: the ledger must agree with the model and stay sound throughout.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../server/errors';
import { accountKey, type Wallet } from '../../../server/ledger/ledger';
import { BACKENDS, useTestContext } from '../helpers/backends';

const USERS = [1, 2, 3];
const ASSETS = ['USDT', 'BTC'];
const WALLETS: Wallet[] = ['spot', 'contract'];

/** mulberry32: a small seeded generator, so a failure can be replayed */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(BACKENDS)('the ledger under random work on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('matches a simple model after every transaction and stays sound', async () => {
    const { ledger, serial } = ctx();
    const random = prng(20240601);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const amount = () => BigInt(1 + Math.floor(random() * 5_000)) * 1_000_000n;
    const model = new Map<string, bigint>();
    const get = (k: string) => model.get(k) ?? 0n;

    for (let step = 0; step < 120; step++) {
      const draft = new Map(model);
      const move = (from: string, to: string, asset: string, value: bigint) => {
        draft.set(`${from}|${asset}`, (draft.get(`${from}|${asset}`) ?? 0n) - value);
        draft.set(`${to}|${asset}`, (draft.get(`${to}|${asset}`) ?? 0n) + value);
      };
      const abort = random() < 0.15;
      let refused = false;
      try {
        await serial.run(async (trx) => {
          const ops = 1 + Math.floor(random() * 3);
          for (let i = 0; i < ops; i++) {
            const user = pick(USERS);
            const asset = pick(ASSETS);
            const wallet = pick(WALLETS);
            const value = amount();
            const kind = pick(['deposit', 'transfer', 'freeze', 'unfreeze'] as const);
            const [from, to] =
              kind === 'deposit'
                ? [accountKey.external, accountKey.available(user, wallet)]
                : kind === 'transfer'
                  ? [accountKey.available(user, wallet), accountKey.available(pick(USERS), pick(WALLETS))]
                  : kind === 'freeze'
                    ? [accountKey.available(user, wallet), accountKey.frozen(user, wallet)]
                    : [accountKey.frozen(user, wallet), accountKey.available(user, wallet)];
            const enough = from === accountKey.external || from === to || (draft.get(`${from}|${asset}`) ?? 0n) >= value;
            const posting = ledger.post(trx, {
              kind,
              ref: `s${step}`,
              postings: [
                { account: from, asset, amount: -value },
                { account: to, asset, amount: value },
              ],
            });
            if (enough) {
              await posting;
              move(from, to, asset, value);
            } else {
              await expect(posting).rejects.toBeInstanceOf(AppError);
              refused = true;
            }
          }
          if (abort) throw new Error('abort');
        });
      } catch (err) {
        expect((err as Error).message).toBe('abort');
      }
      if (!abort) for (const [k, v] of draft) model.set(k, v);
      for (const user of USERS) {
        for (const wallet of WALLETS) {
          for (const asset of ASSETS) {
            expect(await ledger.balance(user, wallet, asset)).toEqual({
              available: get(`${accountKey.available(user, wallet)}|${asset}`),
              frozen: get(`${accountKey.frozen(user, wallet)}|${asset}`),
            });
          }
        }
      }
      if (refused || step % 20 === 0) expect(await ledger.checkInvariant()).toEqual([]);
    }
    expect(await ledger.checkInvariant()).toEqual([]);
  });
});
