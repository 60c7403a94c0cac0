import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MORE_PERIODS, type ChartPeriod } from './periods';

/**
 * The "More" button at the end of the interval bar and the intervals it reveals. When one of those
 * is the chart's interval, the button shows its name and the selected style, so the bar always
 * says which interval is drawn. Picking one, Escape or a tap elsewhere folds the list away.
 */
export function MorePeriods({ value, onChange }: { value: ChartPeriod; onChange: (period: ChartPeriod) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const chosen = MORE_PERIODS.includes(value);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const pick = (period: ChartPeriod) => {
    setOpen(false);
    onChange(period);
    toggle.current?.focus();
  };

  return (
    <div className="more-periods" ref={root} onKeyDown={onKeyDown}>
      <button
        ref={toggle}
        type="button"
        className={chosen ? 'more-periods__toggle more-periods__toggle--chosen' : 'more-periods__toggle'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {chosen ? t(`coin.period.${value}`) : t('coin.period.more')}
        <span className="more-periods__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div id={listId} className="more-periods__list" role="group" aria-label={t('coin.period.moreLabel')} hidden={!open}>
        {MORE_PERIODS.map((period) => (
          <button key={period} type="button" className="more-periods__option" aria-pressed={period === value} onClick={() => pick(period)}>
            {t(`coin.period.${period}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
