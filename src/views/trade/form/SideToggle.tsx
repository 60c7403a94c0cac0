import { useTranslation } from 'react-i18next';
import type { OrderSide } from '@contract/spot';

const SIDES: readonly OrderSide[] = ['buy', 'sell'];

/** Buy (green) or Sell (red): a pair of toggle buttons. */
export function SideToggle({ side, onChange }: { side: OrderSide; onChange: (side: OrderSide) => void }) {
  const { t } = useTranslation();
  return (
    <div className="side-toggle" role="group" aria-label={t('trade.form.side')}>
      {SIDES.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === side}
          className={value === side ? `side-toggle__button side-toggle__button--${value}` : 'side-toggle__button'}
          onClick={() => onChange(value)}
        >
          {t(`trade.form.${value}`)}
        </button>
      ))}
    </div>
  );
}
