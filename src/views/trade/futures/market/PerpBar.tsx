import { useTranslation } from 'react-i18next';
import type { PerpetualTicker } from '@contract/futures';
import { contractRecordLink } from '../../../../state/futures';
import { SymbolBar } from '../../pair/SymbolBar';
import { PerpPickerSheet } from './PerpPickerSheet';

/** The perpetual being traded, marked as such, with its 24 h change; tapping it opens the picker. Links to its records. */
export function PerpBar({
  perp,
  perpetuals,
  onPair,
}: {
  perp: PerpetualTicker;
  perpetuals: readonly PerpetualTicker[];
  onPair: (symbol: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <SymbolBar
      symbol={perp.symbol}
      name={perp.name}
      icon={perp.icon}
      base={perp.name.split('/')[0] ?? perp.name}
      badge={<span className="perp-badge">{t('trade.futures.pair.perpetual')}</span>}
      change24h={perp.change24h}
      openLabel={t('trade.futures.pair.open', { name: perp.name })}
      recordsHref={contractRecordLink(perp.symbol)}
      onPair={onPair}
      picker={(control) => <PerpPickerSheet perpetuals={perpetuals} {...control} />}
    />
  );
}
