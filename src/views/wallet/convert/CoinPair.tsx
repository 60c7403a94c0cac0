import { useTranslation } from 'react-i18next';

interface Props {
  coins: readonly string[];
  from: string;
  to: string;
  onPick: (side: 'from' | 'to', coin: string) => void;
  onSwap: () => void;
}

/** The coin given and the coin received, with a button that swaps them. */
export function CoinPair({ coins, from, to, onPick, onSwap }: Props) {
  const { t } = useTranslation();
  const picker = (side: 'from' | 'to', value: string) => (
    <label className="coin-select convert-pair__coin">
      <span>{t(`assets.convert.${side}`)}</span>
      <select value={value} onChange={(event) => onPick(side, event.currentTarget.value)}>
        {coins.map((coin) => (
          <option key={coin} value={coin}>
            {coin}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="swap-pair">
      <div className="swap-pair__ends">
        {picker('from', from)}
        {picker('to', to)}
      </div>
      <button type="button" className="swap-pair__swap icon-button" aria-label={t('assets.convert.swap')} onClick={onSwap}>
        <span aria-hidden="true">⇅</span>
      </button>
    </div>
  );
}
