import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '@contract/address-book';
import type { AssetNetwork } from '@contract/wallet';
import { RemoteContent } from '../../components/RemoteContent';
import { networksByAsset, useFundPasswordSet, useWithdrawLimits } from '../../../state/wallet';
import { CoinNetworkPicker } from '../../components/CoinNetworkPicker';
import { SavedAddressPicker } from './SavedAddressPicker';
import { WithdrawForm } from './WithdrawForm';

interface Props {
  networks: readonly AssetNetwork[];
  /** from ?asset=; the first coin when absent or not withdrawable */
  initialAsset: string | null;
}

/** The chosen coin and network, the user's limits and whether a fund password is set; the form waits for both answers. */
export function WithdrawFlow({ networks, initialAsset }: Props) {
  const { t } = useTranslation();
  const byAsset = networksByAsset(networks);
  const coins = [...byAsset.keys()];
  const [asset, setAsset] = useState(initialAsset !== null && byAsset.has(initialAsset) ? initialAsset : coins[0]!);
  const choices = byAsset.get(asset)!;
  const [networkId, setNetworkId] = useState(choices[0]!.network);
  const network = choices.find((n) => n.network === networkId) ?? choices[0]!;
  const [limits, reloadLimits] = useWithdrawLimits();
  const [fundPasswordSet, reloadFundPassword] = useFundPasswordSet();
  // a saved address picked from the address book: it brings its network, and the form takes its address
  const [picked, setPicked] = useState<SavedAddress | null>(null);
  const pick = (entry: SavedAddress) => {
    setNetworkId(entry.network);
    setPicked(entry);
  };
  const chooseAsset = (next: string) => {
    setPicked(null);
    setAsset(next);
    setNetworkId(byAsset.get(next)![0]!.network);
  };
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
      <RemoteContent remote={limits} onRetry={reloadLimits} isEmpty={() => false} emptyText="">
        {(limitsData) => (
          <RemoteContent remote={fundPasswordSet} onRetry={reloadFundPassword} isEmpty={() => false} emptyText="">
            {(hasFundPassword) => (
              <WithdrawForm
                key={`${network.asset}:${network.network}`}
                network={network}
                limits={limitsData}
                hasFundPassword={hasFundPassword}
                onDone={reloadLimits}
                picked={picked?.network === network.network ? picked : null}
                addressPicker={<SavedAddressPicker asset={asset} onPick={pick} />}
              />
            )}
          </RemoteContent>
        )}
      </RemoteContent>
      <p className="withdraw__note">{t('assets.withdraw.note')}</p>
    </>
  );
}
