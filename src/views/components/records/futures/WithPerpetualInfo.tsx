import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PerpetualInfo } from '@contract/futures';
import { usePerpetualInfo } from '../../../../state/futures';
import { EmptyState, ErrorState, LoadingState } from '../../StateViews';

/** Renders `children` with the perpetual's info (name, precisions) once loaded; loading, error (with retry) and unknown meanwhile. */
export function WithPerpetualInfo({ symbol, children }: { symbol: string; children: (perp: PerpetualInfo) => ReactNode }) {
  const { t } = useTranslation();
  const [perp, retry] = usePerpetualInfo(symbol);
  switch (perp.status) {
    case 'loading':
      return <LoadingState />;
    case 'error':
      return <ErrorState onRetry={retry} />;
    case 'unknown':
      return <EmptyState text={t('trade.futuresRecords.unknownCoin')} />;
    case 'ready':
      return children(perp.info);
  }
}
