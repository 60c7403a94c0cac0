import { useTranslation } from 'react-i18next';

export type TradeKind = 'spot' | 'futures' | 'cycle';
const KINDS: readonly TradeKind[] = ['spot', 'futures', 'cycle'];

/** Spot, Futures, Cycle across the top of /trade. */
export function TradeKindTabs({ kind, onKind }: { kind: TradeKind; onKind: (kind: TradeKind) => void }) {
  const { t } = useTranslation();
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
    </div>
  );
}
