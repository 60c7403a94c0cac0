import { useTranslation } from 'react-i18next';

/** Chips that narrow the records to one coin; "All coins" first. */
export function CoinFilter({
  coins,
  value,
  onChange,
}: {
  coins: readonly string[];
  value: string | null;
  onChange: (coin: string | null) => void;
}) {
  const { t } = useTranslation();
  const chip = (coin: string | null, label: string) => (
    <button key={coin ?? ''} type="button" className="funding-filter__chip" aria-pressed={value === coin} onClick={() => onChange(coin)}>
      {label}
    </button>
  );
  return (
    <div className="funding-filter" role="group" aria-label={t('assets.funding.filter')}>
      {chip(null, t('assets.funding.allCoins'))}
      {coins.map((coin) => chip(coin, coin))}
    </div>
  );
}
