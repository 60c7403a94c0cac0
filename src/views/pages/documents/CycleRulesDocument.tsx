import { useTranslation } from 'react-i18next';
import type { CycleRules } from '@contract/cycle';
import { fetchCycleRules$ } from '../../../api/cycle';
import { formatAmount } from '../../../format';
import { USDT_COIN_ID } from '../../../state/market';
import { useRemoteData } from '../../../state/remote';
import { RemoteContent } from '../../components/RemoteContent';
import { DocTable } from './DocTable';
import { rateText } from './rate';

const RULES = ['direction', 'ticks', 'tie', 'rounding', 'version'] as const;

/** documentDetail/cycle: the period table of cycle/rules and the settlement rules of docs/cycle.md. */
export function CycleRulesDocument() {
  const { t } = useTranslation();
  const [remote, reload] = useRemoteData(fetchCycleRules$);
  return (
    <RemoteContent remote={remote} onRetry={reload} isEmpty={(rules) => rules.periods.length === 0} emptyText={t('pages.documents.empty')}>
      {(rules) => <CycleRulesText rules={rules} />}
    </RemoteContent>
  );
}

function CycleRulesText({ rules }: { rules: CycleRules }) {
  const { t } = useTranslation();
  const usdt = (value: string) => `${formatAmount(value, USDT_COIN_ID)} USDT`;
  return (
    <>
      <DocTable
        caption={t('pages.documents.cycle.periods')}
        headers={[
          t('pages.documents.cycle.period'),
          t('pages.documents.cycle.payout'),
          t('pages.documents.cycle.stake'),
          t('pages.documents.fees.fee'),
        ]}
        rows={rules.periods.map((p) => [
          t('pages.documents.cycle.seconds', { count: p.seconds }),
          rateText(p.payoutRate),
          `${usdt(p.minStake)} – ${usdt(p.maxStake)}`,
          rateText(p.feeRate),
        ])}
      />
      {RULES.map((rule) => (
        <p key={rule}>{t(`pages.documents.cycle.rules.${rule}`, { version: rules.version })}</p>
      ))}
    </>
  );
}
