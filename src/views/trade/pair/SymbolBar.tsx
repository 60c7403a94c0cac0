import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPercent } from '../../../format';
import { trendOf } from '../../../state/market';
import { CoinIcon } from '../../components/CoinIcon';
import type { PickerControl } from './PickerSheet';

interface Props {
  symbol: string;
  name: string;
  icon: string;
  base: string;
  /** e.g. the "Perpetual" mark, after the name */
  badge?: ReactNode;
  change24h: string;
  /** the pick button's accessible name */
  openLabel: string;
  recordsHref: string;
  onPair: (symbol: string) => void;
  picker: (control: PickerControl) => ReactNode;
}

/** The symbol being traded with its 24 h change; tapping it opens the picker (a symbol other than the shown one moves on). */
export function SymbolBar({ symbol, name, icon, base, badge, change24h, openLabel, recordsHref, onPair, picker }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const onClose = () => setPicking(false);
  const onPick = (picked: string) => {
    setPicking(false);
    if (picked !== symbol) onPair(picked);
  };
  return (
    <div className="pair-bar">
      <button type="button" className="pair-bar__pick" aria-haspopup="dialog" aria-label={openLabel} onClick={() => setPicking(true)}>
        <CoinIcon src={icon} base={base} size={24} />
        <strong>{name}</strong>
        {badge}
        <span className="pair-bar__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <span className={`pair-bar__change trade-trend--${trendOf(change24h)}`}>{formatPercent(change24h)}</span>
      <Link className="pair-bar__records" to={recordsHref}>
        {t('trade.open.all')}
      </Link>
      {picking && picker({ current: symbol, onPick, onClose })}
    </div>
  );
}
