import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConvertQuote } from '@contract/wallet';
import { secondsLeft$ } from '../../../state/convert';
import { useFrameSink } from '../../components/useFrameSink';

/** "Valid for 9 s", written into the element once a second, never through React state. */
export function QuoteCountdown({ quote }: { quote: ConvertQuote }) {
  const { t } = useTranslation();
  const seconds$ = useMemo(() => secondsLeft$(quote), [quote]);
  const { ref } = useFrameSink<number, { write: (left: number) => void; dispose: () => void }, HTMLSpanElement>(seconds$, (element) => ({
    write: (left) => {
      element.textContent = t('assets.convert.validFor', { seconds: left });
    },
    dispose: () => undefined,
  }));
  return <span ref={ref} className="convert-quote__countdown" data-testid="convert-countdown" />;
}
