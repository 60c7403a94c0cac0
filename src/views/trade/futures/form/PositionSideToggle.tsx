import { useTranslation } from 'react-i18next';
import type { PositionSide } from '@contract/futures';

const SIDES: readonly PositionSide[] = ['long', 'short'];

/** Open long (green) or open short (red): a pair of toggle buttons, styled like the spot form's buy/sell. */
export function PositionSideToggle({ side, onChange }: { side: PositionSide; onChange: (side: PositionSide) => void }) {
  const { t } = useTranslation();
  return (
    <div className="side-toggle" role="group" aria-label={t('trade.form.side')}>
      {SIDES.map((value) => {
        const color = value === 'long' ? 'buy' : 'sell';
        return (
          <button
            key={value}
            type="button"
            aria-pressed={value === side}
            className={value === side ? `side-toggle__button side-toggle__button--${color}` : 'side-toggle__button'}
            onClick={() => onChange(value)}
          >
            {t(`trade.futuresRecords.side.${value}`)}
          </button>
        );
      })}
    </div>
  );
}
