import { useObservableState } from 'observable-hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkTick, PerpetualTicker } from '@contract/futures';
import { formatPrice } from '../../../../format';
import { formatFundingRate } from '../../../../format/signed';
import { marks$ } from '../../../../streams';
import { BottomSheet } from '../../../components/BottomSheet';
import { Icon } from '../../../components/Icon';
import { EmptyState } from '../../../components/StateViews';

interface Props {
  perpetuals: readonly PerpetualTicker[];
  current: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}

const NO_MARKS: ReadonlyMap<string, MarkTick> = new Map();

/** The perpetuals with their live mark price and funding rate, and a search box. */
export function PerpPickerSheet({ perpetuals, current, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const marks = useObservableState(marks$, NO_MARKS);
  const rows = useMemo(() => {
    const wanted = query.trim().toUpperCase();
    return perpetuals.filter((p) => wanted === '' || p.symbol.includes(wanted) || p.name.toUpperCase().includes(wanted));
  }, [perpetuals, query]);
  return (
    <BottomSheet title={t('trade.futures.pair.title')} closeLabel={t('trade.pair.close')} onClose={onClose}>
      <label className="search-box sheet__search">
        <Icon name="search" size={20} />
        <input
          className="search-box__input"
          type="search"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          value={query}
          placeholder={t('trade.pair.search')}
          aria-label={t('trade.pair.search')}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </label>
      {rows.length === 0 ? (
        <EmptyState text={t('trade.pair.empty', { query: query.trim() })} />
      ) : (
        <ul className="sheet__list">
          {rows.map((p) => {
            const tick = marks.get(p.symbol);
            return (
              <li key={p.symbol}>
                <button type="button" className="pair-option" aria-current={p.symbol === current} onClick={() => onPick(p.symbol)}>
                  <strong>{p.name}</strong>
                  <span className="pair-option__price">{formatPrice(tick?.mark ?? p.mark, p.pricePrecision)}</span>
                  <span className="pair-option__change">{formatFundingRate(tick?.fundingRate ?? p.fundingRate)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </BottomSheet>
  );
}
