import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** The star of a market row: saves or forgets `symbol` as a favourite; `name` is what the row shows (for screen readers). */
export function FavouriteStar({
  symbol,
  name,
  on,
  onToggle,
}: {
  symbol: string;
  name: string;
  on: boolean;
  onToggle: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={on ? 'coin-row__star coin-row__star--on' : 'coin-row__star'}
      aria-pressed={on}
      aria-label={t(on ? 'layout.favourite.remove' : 'layout.favourite.add', { name })}
      onClick={() => onToggle(symbol)}
    >
      <Icon name="star" filled={on} size={20} />
    </button>
  );
}
