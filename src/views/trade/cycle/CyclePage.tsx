import { useSearchParams } from 'react-router-dom';
import { cyclePageLink } from '../../../state/cycle';
import { CycleTab } from './CycleTab';
import '../trade.css';
import '../../components/records/records.css';

/** /cycle?symbol=XAUUSDT — the Options tab: the cycle screen, the symbol in the address so links and logins keep it. */
export default function CyclePage() {
  const [params, setParams] = useSearchParams();
  return (
    <section className="trade cycle-page">
      <CycleTab requested={params.get('symbol')} onSymbol={(symbol) => setParams({ symbol }, { replace: true })} linkOf={cyclePageLink} />
    </section>
  );
}
