import { useTranslation } from 'react-i18next';
import { showToast } from '../../api/notify';
import { SoonBadge } from '../components/SoonBadge';

export type TradeKind = 'spot' | 'futures';
const KINDS: readonly TradeKind[] = ['spot', 'futures'];

/**
 * Spot, Futures, Cycle across the top of /trade. Cycle has no screen yet: it is shown disabled with a "soon" badge
 * and a tap explains, so it is never a dead link.
 */
export function TradeKindTabs({ kind, onKind }: { kind: TradeKind; onKind: (kind: TradeKind) => void }) {
  const { t } = useTranslation();
  const cycle = t('trade.kinds.cycle');
  return (
    <div className="segmented segmented--fit trade-kinds" role="tablist" aria-label={t('trade.kinds.label')}>
      {KINDS.map((value) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={value === kind}
          className={value === kind ? 'segmented__tab segmented__tab--active' : 'segmented__tab'}
          onClick={() => value !== kind && onKind(value)}
        >
          {t(`trade.kinds.${value}`)}
        </button>
      ))}
      <button
        type="button"
        role="tab"
        aria-selected="false"
        aria-disabled="true"
        className="segmented__tab trade-kinds__later"
        onClick={() => showToast(t('trade.kinds.soonHint', { name: cycle }), 'info')}
      >
        {cycle}
        <SoonBadge />
      </button>
    </div>
  );
}
