import { useTranslation } from 'react-i18next';
import type { CycleEvidence, CycleSymbol, IndexTick } from '@contract/cycle';
import { formatAmount, formatPrice } from '../../../../format';
import { formatSignedAmount } from '../../../../format/signed';
import { formatTime } from '../../../../format/time';
import { USDT_COIN_ID } from '../../../../state/market';
import { formatRate } from '../form/ratePercent';
import { comparePrices } from '../outcome';
import { formatTickTime } from '../tickText';
import { CycleRuleText } from './CycleRuleText';

/** Everything one order was settled by, so anyone can check the result against docs/cycle.md's rules. */
export function EvidenceBody({ evidence, symbol }: { evidence: CycleEvidence; symbol: CycleSymbol | undefined }) {
  const { t } = useTranslation();
  const { order, period } = evidence;
  const precision = symbol?.pricePrecision ?? 2;
  const price = (value: string) => formatPrice(value, precision);
  const usdt = (value: string) => `${formatAmount(value, USDT_COIN_ID)} USDT`;
  const tick = (value: IndexTick | null) =>
    value === null
      ? t('trade.cycle.evidence.none')
      : t('trade.cycle.evidence.tick', { price: price(value.price), time: formatTickTime(value.ts), seq: value.seq });
  const pending = t('trade.cycle.evidence.pending');
  const settled = order.exit !== null && order.outcome !== null;
  const rows: [string, string][] = [
    [t('trade.cycle.evidence.symbol'), symbol?.name ?? order.symbol],
    [t('trade.cycle.evidence.direction'), t(`trade.cycle.direction.${order.direction}`)],
    [t('trade.cycle.period.label'), t('trade.cycle.period.seconds', { count: order.periodSeconds })],
    [t('trade.cycle.stake.label'), usdt(order.stake)],
    [t('trade.order.fee'), usdt(order.fee)],
    [t('trade.cycle.quote.payout'), formatRate(order.payoutRate)],
    [t('trade.cycle.evidence.rules'), evidence.rulesVersion],
    [t('trade.cycle.evidence.openTime'), formatTickTime(order.openTime)],
    [t('trade.cycle.evidence.expiryTime'), formatTickTime(order.expiryTime)],
    [t('trade.cycle.evidence.beforeEntry'), tick(evidence.beforeEntry)],
    [t('trade.cycle.evidence.entry'), tick(order.entry)],
    [t('trade.cycle.evidence.beforeExit'), settled ? tick(evidence.beforeExit) : pending],
    [t('trade.cycle.evidence.exit'), order.exit ? tick(order.exit) : pending],
  ];
  if (order.exit) {
    const comparison = comparePrices(order.exit.price, order.entry.price);
    rows.push([
      t('trade.cycle.evidence.decided'),
      t(`trade.cycle.evidence.compare.${comparison}`, { exit: price(order.exit.price), entry: price(order.entry.price) }),
    ]);
  }
  if (settled) {
    rows.push(
      [t('trade.cycle.evidence.outcome'), t(`trade.cycle.outcome.${order.outcome ?? 'tie'}`)],
      [t('trade.cycle.orders.profit'), `${formatSignedAmount(order.profit ?? '0', USDT_COIN_ID)} USDT`],
      [t('trade.cycle.evidence.payout'), usdt(order.payout ?? '0')],
    );
  }
  if (order.settledAt !== null) rows.push([t('trade.cycle.evidence.settledAt'), formatTime(order.settledAt)]);
  return (
    // focusable, so a keyboard can scroll the long evidence (axe: scrollable-region-focusable), as ContentSheet's body
    <div className="sheet__body cycle-evidence" tabIndex={0}>
      <dl className="cycle-evidence__rows">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <CycleRuleText version={evidence.rulesVersion} payoutRate={formatRate(period.payoutRate)} />
    </div>
  );
}
