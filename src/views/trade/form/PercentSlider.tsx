import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent, type PercentStyle } from '../../../format';
import { SLIDER_STEPS, type Percent } from './orderFormState';

/** Whole, unsigned steps, in the language's percent format ("25 %" in de, "%25" in tr). */
const STOP_STYLE: PercentStyle = { decimals: 0, signed: false };

/** 25 / 50 / 75 / 100 % of the available balance; disabled while the balance (or price) is unknown. */
export function PercentSlider({ value, disabled, onPick }: { value: Percent; disabled: boolean; onPick: (percent: Percent) => void }) {
  const { t } = useTranslation();
  return (
    <div className="percent-slider">
      <input
        type="range"
        className="percent-slider__range"
        min={0}
        max={100}
        step={25}
        value={value}
        disabled={disabled}
        aria-label={t('trade.form.percent')}
        aria-valuetext={formatPercent(value, STOP_STYLE)}
        style={{ '--fill': `${value}%` } as CSSProperties}
        onChange={(event) => onPick(Number(event.currentTarget.value) as Percent)}
      />
      <div className="percent-slider__stops" aria-hidden="true">
        {SLIDER_STEPS.map((step) => (
          <span key={step} className={value >= step ? 'percent-slider__stop percent-slider__stop--on' : 'percent-slider__stop'}>
            {formatPercent(step, STOP_STYLE)}
          </span>
        ))}
      </div>
    </div>
  );
}
