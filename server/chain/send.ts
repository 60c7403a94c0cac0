/**
 * `npm run chain -- send <address> <amount> [--asset USDT] [--network TRC20]` (scripts/chain.ts): a transfer from the
 * simulated outside world into the stored mempool; the running server's miner takes it into the network's next block,
 * and if the address is one the server handed out, it becomes that user's deposit. Without --network, the first of the
 * asset's networks (docs/wallet.md order) whose format the address has. An address that fails its network's check, an
 * asset not on the network and a malformed amount are refused before anything is written.
 */
import type { Kysely } from 'kysely';
import type { AssetNetwork } from '@contract/wallet';
import { toUnits } from '../money';
import type { Database } from '../store/schema';
import { validateWithdrawalAddress } from './addresses';
import { addressOwner, insertTx } from './chain-store';
import { findAssetNetwork, networksOf } from './networks';
import { newTxHash } from './simulate';

export interface SendArgs {
  address: string;
  amount: string;
  asset: string;
  network?: string;
}

export const SEND_USAGE = 'usage: npm run chain -- send <address> <amount> [--asset USDT] [--network TRC20|ERC20|BEP20|BTC]';

/** The command line after `send`, or the reason it is not one. */
export function parseSendArgs(argv: readonly string[]): SendArgs | string {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--asset' || arg === '--network') {
      const value = argv[++i];
      if (value === undefined) return `${arg} needs a value`;
      options[arg.slice(2)] = value;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else positional.push(arg);
  }
  const [address, amount, ...extra] = positional;
  if (!address || !amount || extra.length > 0) return SEND_USAGE;
  return {
    address,
    amount,
    asset: (options.asset ?? 'USDT').toUpperCase(),
    ...(options.network ? { network: options.network.toUpperCase() } : {}),
  };
}

export interface Sent {
  txHash: string;
  network: AssetNetwork;
  /** the user the address was handed out to, null when none (mined, but nobody's deposit) */
  userId: number | null;
}

/** Puts the transfer into the mempool; throws an Error whose message says what is wrong. */
export async function sendToMempool(db: Kysely<Database>, args: SendArgs, now: number): Promise<Sent> {
  const candidates = args.network ? [findAssetNetwork(args.asset, args.network)].filter((n) => n !== undefined) : networksOf(args.asset);
  if (candidates.length === 0)
    throw new Error(`${args.asset}${args.network ? ` on ${args.network}` : ''} is not in the networks table (docs/wallet.md)`);
  const network = candidates.find((n) => validateWithdrawalAddress(n.network, args.address) === null);
  if (!network) {
    const problem = validateWithdrawalAddress(candidates[0]!.network, args.address);
    const why = problem === 'addressChecksum' ? 'its checksum does not match (a mistyped character?)' : 'it does not have the format';
    throw new Error(`${args.address} is not a valid ${candidates.map((n) => n.network).join(' or ')} address: ${why}`);
  }
  let units: bigint;
  try {
    units = toUnits(args.amount);
  } catch {
    units = 0n;
  }
  if (units <= 0n) throw new Error(`the amount must be a number greater than zero with at most 8 decimals, got "${args.amount}"`);
  const txHash = newTxHash(network.network);
  await insertTx(db, {
    hash: txHash,
    network: network.network,
    asset: network.asset,
    to_address: args.address,
    amount: units.toString(),
    block_height: null,
    simulated: 1,
    created_at: now,
  });
  return { txHash, network, userId: await addressOwner(db, network.network, args.address) };
}
