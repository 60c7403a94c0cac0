import { useTranslation } from 'react-i18next';
import { useCycleEvidence, useCycleRules } from '../../../../state/cycle';
import { BottomSheet } from '../../../components/BottomSheet';
import { RemoteContent } from '../../../components/RemoteContent';
import { EvidenceBody } from './EvidenceBody';
import './evidence.css';

/**
 * One order's evidence (cycle/order/evidence) in a bottom sheet: the order, its entry and exit ticks with the tick
 * before each, what decided, the result and the rule. Opened from an order card and from the cycle records.
 */
export function EvidenceSheet({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [evidence, reload] = useCycleEvidence(orderId);
  const [rules] = useCycleRules();
  return (
    <BottomSheet title={t('trade.cycle.evidence.title')} closeLabel={t('trade.cycle.evidence.close')} onClose={onClose}>
      <RemoteContent remote={evidence} onRetry={reload} isEmpty={() => false} emptyText="">
        {(found) => <EvidenceBody evidence={found} symbol={rules.data?.symbols.find((s) => s.symbol === found.order.symbol)} />}
      </RemoteContent>
    </BottomSheet>
  );
}
