import { describe, expect, it } from 'vitest';
import { BACKENDS, useTestContext } from '../helpers/backends';

const insertTx = (id: number) => ({ id, kind: 'test', ref: `r${id}`, ts: id });

describe.each(BACKENDS)('Serial on $name', ({ name }) => {
  const ctx = useTestContext(name);

  it('runs transactions one at a time, in call order', async () => {
    const { serial } = ctx();
    const log: string[] = [];
    const job = (label: string, pause: number) =>
      serial.run(async (trx) => {
        log.push(`start ${label}`);
        await new Promise((r) => setTimeout(r, pause));
        await trx.selectFrom('users').select('id').execute();
        log.push(`end ${label}`);
        return label;
      });
    expect(await Promise.all([job('a', 20), job('b', 0), job('c', 5)])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('rolls back a failed transaction and keeps serving the queue', async () => {
    const { serial, db } = ctx();
    const failed = serial.run(async (trx) => {
      await trx.insertInto('ledger_tx').values(insertTx(1)).execute();
      throw new Error('boom');
    });
    const next = serial.run(async (trx) => {
      await trx.insertInto('ledger_tx').values(insertTx(2)).execute();
      return 'ok';
    });
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('ok');
    expect(await db.selectFrom('ledger_tx').select('id').execute()).toEqual([{ id: 2 }]);
  });

  it('runs beforeCommit inside the transaction, then afterCommit; afterRollback on failure', async () => {
    const { serial, db } = ctx();
    const log: string[] = [];
    await serial.run(async (trx) => {
      const hooks = serial.hooks(trx);
      hooks.beforeCommit(async () => {
        log.push('before');
        await trx.insertInto('ledger_tx').values(insertTx(7)).execute();
      });
      hooks.afterCommit(() => log.push('committed'));
      hooks.afterRollback(() => log.push('rolled back'));
      log.push('work');
    });
    expect(log).toEqual(['work', 'before', 'committed']);
    expect(await db.selectFrom('ledger_tx').select('id').execute()).toEqual([{ id: 7 }]);

    log.length = 0;
    await expect(
      serial.run(async (trx) => {
        serial.hooks(trx).beforeCommit(async () => {
          throw new Error('flush failed');
        });
        serial.hooks(trx).afterCommit(() => log.push('committed'));
        serial.hooks(trx).afterRollback(() => log.push('rolled back'));
        await trx.insertInto('ledger_tx').values(insertTx(8)).execute();
      }),
    ).rejects.toThrow('flush failed');
    expect(log).toEqual(['rolled back']);
    expect(await db.selectFrom('ledger_tx').select('id').execute()).toEqual([{ id: 7 }]);
  });

  it('keeps a committed result when an afterCommit listener throws', async () => {
    const { serial } = ctx();
    const quiet = console.error;
    console.error = () => undefined;
    try {
      const result = await serial.run(async (trx) => {
        serial.hooks(trx).afterCommit(() => {
          throw new Error('listener bug');
        });
        return 42;
      });
      expect(result).toBe(42);
    } finally {
      console.error = quiet;
    }
  });

  it('refuses hooks for a transaction it is not running', async () => {
    const { serial, db } = ctx();
    let stale: Parameters<Parameters<typeof serial.run>[0]>[0] | null = null;
    await serial.run(async (trx) => {
      stale = trx;
    });
    expect(() => serial.hooks(stale!)).toThrow(/inside serial.run/);
    await db.transaction().execute(async (trx) => {
      expect(() => serial.hooks(trx)).toThrow(/inside serial.run/);
    });
  });
});
