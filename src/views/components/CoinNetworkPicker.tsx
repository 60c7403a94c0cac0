import { useTranslation } from 'react-i18next';
import type { AssetNetwork, NetworkId } from '@contract/wallet';
import './wallet-form.css';
import './coin-network-picker.css';

interface Props {
  coins: readonly string[];
  asset: string;
  networks: readonly AssetNetwork[];
  network: NetworkId;
  onAsset: (asset: string) => void;
  onNetwork: (network: NetworkId) => void;
}

/** The coin (a select) and its networks as chips (deposit, withdraw, the address book): native radios, so the arrow keys move between them. */
export function CoinNetworkPicker({ coins, asset, networks, network, onAsset, onNetwork }: Props) {
  const { t } = useTranslation();
  return (
    <div className="coin-network-picker">
      <label className="coin-select">
        <span>{t('assets.recharge.coin')}</span>
        <select value={asset} onChange={(event) => onAsset(event.currentTarget.value)}>
          {coins.map((coin) => (
            <option key={coin} value={coin}>
              {coin}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="coin-network-picker__networks">
        <legend>{t('assets.recharge.network')}</legend>
        {networks.map((choice) => (
          <label key={choice.network} className="network-chip">
            <input
              type="radio"
              name="coin-network"
              value={choice.network}
              checked={choice.network === network}
              onChange={() => onNetwork(choice.network)}
            />
            <span>{choice.name}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
