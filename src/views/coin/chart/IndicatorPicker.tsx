import { useTranslation } from 'react-i18next';
import { MAIN_INDICATORS, SUB_INDICATORS, type MainIndicator, type SubIndicator } from '../../components/charts/kline/indicatorNames';

interface Props {
  main: MainIndicator;
  sub: SubIndicator;
  onChange: (main: MainIndicator, sub: SubIndicator) => void;
}

/** One overlay and one sub-pane indicator at a time; tapping the chosen one again turns it off. */
export function IndicatorPicker({ main, sub, onChange }: Props) {
  const { t } = useTranslation();
  const chip = <T extends MainIndicator | SubIndicator>(value: Exclude<T, 'NONE'>, selected: T, pick: (next: T | 'NONE') => void) => (
    <button
      key={value}
      type="button"
      className="indicator-chip"
      aria-pressed={value === selected}
      onClick={() => pick(value === selected ? 'NONE' : value)}
    >
      {t(`coin.indicators.${value}`)}
    </button>
  );
  return (
    <div className="indicator-picker">
      <div className="indicator-picker__group" role="group" aria-label={t('coin.indicators.main')}>
        {MAIN_INDICATORS.map((value) => chip(value, main, (next) => onChange(next, sub)))}
      </div>
      <div className="indicator-picker__group" role="group" aria-label={t('coin.indicators.sub')}>
        {SUB_INDICATORS.map((value) => chip(value, sub, (next) => onChange(main, next)))}
      </div>
    </div>
  );
}
