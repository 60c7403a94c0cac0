import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '../../components/SegmentedTabs';
import { MorePeriods } from './MorePeriods';
import { BAR_PERIODS, type ChartPeriod } from './periods';

/** The interval bar: the most used intervals as tabs, the others behind "More"; all of it fits 390 px. */
export function PeriodTabs({ value, onChange }: { value: ChartPeriod; onChange: (period: ChartPeriod) => void }) {
  const { t } = useTranslation();
  const segments = BAR_PERIODS.map((period) => ({ value: period, label: t(`coin.period.${period}`) }));
  return (
    <div className="coin-periods">
      <SegmentedTabs segments={segments} value={value} onChange={onChange} label={t('coin.period.label')} fit />
      <MorePeriods value={value} onChange={onChange} />
    </div>
  );
}
