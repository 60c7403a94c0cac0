import { useTranslation } from 'react-i18next';
import './evidence.css';

/** The published rule in words (docs/cycle.md): how entry and exit are taken and what decides, ties included. */
export function CycleRuleText({ version, payoutRate }: { version: string; payoutRate?: string }) {
  const { t } = useTranslation();
  return (
    <div className="cycle-rule">
      <h2>{t('trade.cycle.rules.title', { version })}</h2>
      <p>{t('trade.cycle.rules.entry')}</p>
      <p>{t('trade.cycle.rules.outcome')}</p>
      <p>{payoutRate === undefined ? t('trade.cycle.rules.payout') : t('trade.cycle.rules.payoutOf', { rate: payoutRate })}</p>
    </div>
  );
}
