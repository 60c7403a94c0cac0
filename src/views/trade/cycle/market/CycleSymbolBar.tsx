import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { map, type Observable } from 'rxjs';
import type { CycleSymbol, IndexTick } from '@contract/cycle';
import { formatPrice, NOT_A_NUMBER } from '../../../../format';
import { CoinIcon } from '../../../components/CoinIcon';
import { useFrameSink, type FrameSink } from '../../../components/useFrameSink';
import { CycleSymbolSheet } from './CycleSymbolSheet';

interface Props {
  symbol: CycleSymbol;
  /** the symbols of its category, for the picker */
  symbols: readonly CycleSymbol[];
  /** the symbol's index ticks, one value per frame */
  ticks$: Observable<readonly IndexTick[]>;
  onSymbol: (symbol: string) => void;
}

/** Writes the latest index price into its cell on each frame: no React render per tick. */
function priceWriter(cell: HTMLElement, precision: number): FrameSink<string | null> {
  return {
    write(price) {
      const text = price === null ? NOT_A_NUMBER : formatPrice(price, precision);
      if (cell.textContent !== text) cell.textContent = text;
    },
    dispose: () => undefined,
  };
}

/** The symbol being traded with its live index price; tapping it opens the picker of its category. */
export function CycleSymbolBar({ symbol, symbols, ticks$, onSymbol }: Props) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const price$ = useMemo(() => ticks$.pipe(map((ticks) => ticks.at(-1)?.price ?? null)), [ticks$]);
  const { ref } = useFrameSink<string | null, FrameSink<string | null>, HTMLElement>(
    price$,
    (cell) => priceWriter(cell, symbol.pricePrecision),
    symbol.pricePrecision,
  );
  return (
    <div className="pair-bar cycle-symbol-bar">
      <button
        type="button"
        className="pair-bar__pick"
        aria-haspopup="dialog"
        aria-label={t('trade.cycle.symbol.open', { name: symbol.name })}
        onClick={() => setPicking(true)}
      >
        <CoinIcon src={symbol.icon} base={symbol.coinType} size={24} />
        <strong>{symbol.name}</strong>
        <span className="pair-bar__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <span className="cycle-symbol-bar__index">
        <span className="cycle-symbol-bar__label">{t('trade.cycle.symbol.index')}</span>{' '}
        <strong ref={ref} data-testid="cycle-index">
          {NOT_A_NUMBER}
        </strong>
      </span>
      {picking && (
        <CycleSymbolSheet
          symbols={symbols}
          current={symbol.symbol}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            if (picked !== symbol.symbol) onSymbol(picked);
          }}
        />
      )}
    </div>
  );
}
