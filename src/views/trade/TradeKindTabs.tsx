import { useTranslation } from 'react-i18next';
import { showToast } from '../../api/notify';
import { SoonBadge } from '../components/SoonBadge';

const LATER_KINDS = ['futures', 'cycle'] as const;

/**
 * Spot, Futures, Cycle across the top of /trade. Only Spot has a screen yet: the others are shown
 * disabled with a "soon" badge and a tap explains, so none of them is a dead link.
 */
export function TradeKindTabs() {
  const { t } = useTranslation();
  return (
    <div className="segmented segmented--fit trade-kinds" role="tablist" aria-label={t('trade.kinds.label')}>
      <button type="button" role="tab" aria-selected="true" className="segmented__tab segmented__tab--active">
        {t('trade.kinds.spot')}
      </button>
      {LATER_KINDS.map((kind) => {
        const name = t(`trade.kinds.${kind}`);
        return (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected="false"
            aria-disabled="true"
            className="segmented__tab trade-kinds__later"
            onClick={() => showToast(t('trade.kinds.soonHint', { name }), 'info')}
          >
            {name}
            <SoonBadge />
          </button>
        );
      })}
    </div>
  );
}
