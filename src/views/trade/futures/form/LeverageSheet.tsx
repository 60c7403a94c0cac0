import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../components/BottomSheet';

interface Props {
  current: number;
  max: number;
  saving: boolean;
  onConfirm: (leverage: number) => void;
  onClose: () => void;
}

/** Where the slider sits for a typed value: out-of-range or empty input pins it to the nearer end. */
const sliderPosition = (typed: number, max: number): number => (Number.isNaN(typed) ? 1 : Math.min(max, Math.max(1, typed)));

/** Leverage 1 … max with a slider and a number field kept in step; confirming sends contract/leverage/set. */
export function LeverageSheet({ current, max, saving, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(current));
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  const valid = value >= 1 && value <= max;
  const shown = sliderPosition(value, max);
  return (
    <BottomSheet title={t('trade.futures.leverage.title')} closeLabel={t('trade.pair.close')} onClose={onClose}>
      <div className="leverage-sheet">
        <label className="leverage-sheet__field">
          <span>{t('trade.futures.leverage.label')}</span>
          <input
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={!valid}
            onChange={(event) => setText(event.currentTarget.value.replace(/\D/g, '').slice(0, 3))}
          />
          <span aria-hidden="true">x</span>
        </label>
        <input
          type="range"
          className="percent-slider__range"
          min={1}
          max={max}
          step={1}
          value={shown}
          aria-label={t('trade.futures.leverage.label')}
          aria-valuetext={t('trade.futuresRecords.leverage', { leverage: shown })}
          style={{ '--fill': `${((shown - 1) / Math.max(1, max - 1)) * 100}%` } as CSSProperties}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <p className="leverage-sheet__range">{t('trade.futures.leverage.range', { max })}</p>
        {!valid && (
          <p className="form-error" role="alert">
            {t('trade.futures.leverage.outOfRange', { max })}
          </p>
        )}
        <button
          type="button"
          className="button button--primary"
          disabled={!valid || saving}
          aria-busy={saving}
          onClick={() => onConfirm(value)}
        >
          {t('trade.futures.leverage.confirm')}
        </button>
      </div>
    </BottomSheet>
  );
}
