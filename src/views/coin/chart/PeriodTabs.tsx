import { useTranslation } from 'react-i18next';
import { SegmentedTabs } from '../../components/SegmentedTabs';
import { CHART_PERIODS, type ChartPeriod } from './periods';

/** The interval row; it scrolls sideways on a phone so every tab keeps a 44 px touch target. */
export function PeriodTabs({ value, onChange }: { value: ChartPeriod; onChange: (period: ChartPeriod) => void }) {
  const { t } = useTranslation();
  const segments = CHART_PERIODS.map((period) => ({ value: period, label: t(`coin.period.${period}`) }));
  return (
    <div className="coin-periods">
      <SegmentedTabs segments={segments} value={value} onChange={onChange} label={t('coin.period.label')} />
    </div>
  );
}
