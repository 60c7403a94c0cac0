import { useState } from 'react';
import type { AssetNetwork } from '@contract/wallet';
import { networksByAsset } from '../../../state/wallet';
import { CoinNetworkPicker } from '../../components/CoinNetworkPicker';
import { DepositAddressPanel } from './DepositAddressPanel';
import { SimulateDeposit } from './SimulateDeposit';

interface Props {
  networks: readonly AssetNetwork[];
  /** from ?asset=; the first coin when absent or not depositable */
  initialAsset: string | null;
}

/** The chosen coin and network, and what belongs to that pair: the address (keyed, so a new pair asks again) and the demo send. */
export function DepositFlow({ networks, initialAsset }: Props) {
  const byAsset = networksByAsset(networks);
  const coins = [...byAsset.keys()];
  const [asset, setAsset] = useState(initialAsset !== null && byAsset.has(initialAsset) ? initialAsset : coins[0]!);
  const choices = byAsset.get(asset)!;
  const [networkId, setNetworkId] = useState(choices[0]!.network);
  const network = choices.find((n) => n.network === networkId) ?? choices[0]!;
  const chooseAsset = (next: string) => {
    setAsset(next);
    setNetworkId(byAsset.get(next)![0]!.network);
  };
  const key = `${network.asset}:${network.network}`;
  return (
    <>
      <CoinNetworkPicker
        coins={coins}
        asset={asset}
        networks={choices}
        network={network.network}
        onAsset={chooseAsset}
        onNetwork={setNetworkId}
      />
      <DepositAddressPanel key={key} network={network} />
      <SimulateDeposit key={`simulate:${key}`} network={network} />
    </>
  );
}
