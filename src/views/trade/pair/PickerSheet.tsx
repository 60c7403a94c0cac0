import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../components/BottomSheet';
import { Icon } from '../../components/Icon';
import { EmptyState } from '../../components/StateViews';

/** One symbol of a picker, formatted by the caller: its name, a price and a second figure (24 h change, funding rate …). */
export interface PickerOption {
  symbol: string;
  name: string;
  price: string;
  detail: string;
  /** the detail's colour, if it has a trend */
  detailClassName?: string;
}

/** What a picker needs from the bar that opens it: the symbol shown, what to do once one is picked or the sheet is dismissed. */
export interface PickerControl {
  current: string;
  onPick: (symbol: string) => void;
  onClose: () => void;
}

interface Props extends PickerControl {
  title: string;
  /** the symbols that match what the user typed, in the order to show (stable between renders, as for useMemo) */
  optionsFor: (query: string) => readonly PickerOption[];
}

/** A bottom sheet with a search box and the symbols that match it, the current one marked; the caller decides what matches. */
export function PickerSheet({ title, optionsFor, current, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const options = useMemo(() => optionsFor(query), [optionsFor, query]);
  return (
    <BottomSheet title={title} closeLabel={t('trade.pair.close')} onClose={onClose}>
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
      {options.length === 0 ? (
        <EmptyState text={t('trade.pair.empty', { query: query.trim() })} />
      ) : (
        <ul className="sheet__list">
          {options.map((option) => (
            <li key={option.symbol}>
              <button type="button" className="pair-option" aria-current={option.symbol === current} onClick={() => onPick(option.symbol)}>
                <strong>{option.name}</strong>
                <span className="pair-option__price">{option.price}</span>
                <span className={option.detailClassName ? `pair-option__change ${option.detailClassName}` : 'pair-option__change'}>
                  {option.detail}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </BottomSheet>
  );
}
