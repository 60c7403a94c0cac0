/**
 * `npm run chain -- send <address> <amount> [--asset USDT] [--network TRC20]`: sends coins from the simulated outside
 * world to an address, in the database the server is configured with (DATA_DIR's SQLite file, or DATABASE_URL); the
 * running server's miner mines it into the network's next block (server/chain/send.ts). Prints the transaction hash;
 * exits 1 (writing nothing) for an address that fails its network's check or any other bad argument.
 */
import { systemClock } from '../server/clock';
import { loadConfig } from '../server/config';
import { parseSendArgs, SEND_USAGE, sendToMempool } from '../server/chain/send';
import { openStore } from '../server/store/open';

const [command, ...rest] = process.argv.slice(2);
const args = command === 'send' ? parseSendArgs(rest) : SEND_USAGE;
if (typeof args === 'string') {
  console.error(args);
  process.exit(1);
}
const db = await openStore(loadConfig());
try {
  const sent = await sendToMempool(db, args, systemClock.now());
  console.log(sent.txHash);
  const to =
    sent.userId === null
      ? 'an address the exchange has not handed out: it will be mined, but credits nobody'
      : `user ${sent.userId}'s deposit address`;
  console.error(`${args.amount} ${sent.network.asset} on ${sent.network.network} to ${to}; mined into the next block`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
