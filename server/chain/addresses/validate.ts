/** Withdrawal address checks per network (docs/wallet.md): the same formats and checksums as the deposit addresses. */
import type { NetworkId } from '@contract/wallet';
import { checkBitcoinAddress } from './bitcoin';
import { checkEvmAddress } from './evm';
import type { AddressProblem } from './problems';
import { checkTronAddress } from './tron';

const CHECK_OF: Readonly<Record<NetworkId, (address: string) => AddressProblem | null>> = {
  TRC20: checkTronAddress,
  ERC20: checkEvmAddress,
  BEP20: checkEvmAddress,
  BTC: checkBitcoinAddress,
};

/** null when `address` is a valid address of `network`, else the reason's message key. */
export const validateWithdrawalAddress = (network: NetworkId, address: string): AddressProblem | null => CHECK_OF[network](address);
