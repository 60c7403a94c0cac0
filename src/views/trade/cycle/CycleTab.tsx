import { useTranslation } from 'react-i18next';
import type { CycleSymbol } from '@contract/cycle';
import { useCycleRules } from '../../../state/cycle';
import { RemoteContent } from '../../components/RemoteContent';
import { pickCycleSymbol } from './cycleLinks';
import { CycleTrade } from './CycleTrade';
import './cycle.css';

interface Props {
  /** the symbol the address names, null for none */
  requested: string | null;
  onSymbol: (symbol: string) => void;
  linkOf: (symbol: string) => string;
}

/** The cycle screen of /cycle and of /trade's Cycle tab: cycle/rules, then the screen of the chosen symbol. */
export function CycleTab({ requested, onSymbol, linkOf }: Props) {
  const { t } = useTranslation();
  const [rules, reload] = useCycleRules();
  return (
    <RemoteContent remote={rules} onRetry={reload} isEmpty={(found) => found.symbols.length === 0} emptyText={t('trade.cycle.none')}>
      {(found) => {
        const symbol = pickCycleSymbol(found.symbols, requested) as CycleSymbol;
        // a new symbol starts a fresh form, chart and lists
        return <CycleTrade key={symbol.symbol} rules={found} symbol={symbol} onSymbol={onSymbol} linkOf={linkOf} />;
      }}
    </RemoteContent>
  );
}
