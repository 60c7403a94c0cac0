import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PerpetualTicker } from '@contract/futures';
import { formatPercent } from '../../../../format';
import { contractRecordLink } from '../../../../state/futures';
import { trendOf } from '../../../../state/market';
import { CoinIcon } from '../../../components/CoinIcon';
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
  const [picking, setPicking] = useState(false);
  const base = perp.name.split('/')[0] ?? perp.name;
  return (
    <div className="pair-bar">
      <button
        type="button"
        className="pair-bar__pick"
        aria-haspopup="dialog"
        aria-label={t('trade.futures.pair.open', { name: perp.name })}
        onClick={() => setPicking(true)}
      >
        <CoinIcon src={perp.icon} base={base} size={24} />
        <strong>{perp.name}</strong>
        <span className="perp-badge">{t('trade.futures.pair.perpetual')}</span>
        <span className="pair-bar__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <span className={`pair-bar__change trade-trend--${trendOf(perp.change24h)}`}>{formatPercent(perp.change24h)}</span>
      <Link className="pair-bar__records" to={contractRecordLink(perp.symbol)}>
        {t('trade.open.all')}
      </Link>
      {picking && (
        <PerpPickerSheet
          perpetuals={perpetuals}
          current={perp.symbol}
          onClose={() => setPicking(false)}
          onPick={(symbol) => {
            setPicking(false);
            if (symbol !== perp.symbol) onPair(symbol);
          }}
        />
      )}
    </div>
  );
}
