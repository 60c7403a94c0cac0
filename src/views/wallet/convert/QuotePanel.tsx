import { useTranslation } from 'react-i18next';
import type { SymbolSummary } from '@contract/market';
import type { ConvertQuote } from '@contract/wallet';
import { formatAmount, formatPercent } from '../../../format';
import { coinIdOf } from '../../../state/convert';
import { QuoteCountdown } from './QuoteCountdown';

interface Props {
  quote: ConvertQuote;
  expired: boolean;
  busy: boolean;
  summaries: readonly SymbolSummary[];
  onConfirm: () => void;
  onRefresh: () => void;
}

/** The quote: its rate, the spread it includes, what the user receives, its countdown; confirm, or refresh once expired. */
export function QuotePanel({ quote, expired, busy, summaries, onConfirm, onRefresh }: Props) {
  const { t } = useTranslation();
  const spread = formatPercent(String(Number(quote.spread) * 100), { signed: false, decimals: 1 });
  return (
    <section className="convert-quote" aria-label={t('assets.convert.quote')}>
      <dl className="convert-quote__terms">
        <div>
          <dt>{t('assets.convert.rate')}</dt>
          <dd data-testid="convert-rate">{t('assets.convert.rateValue', { from: quote.from, rate: quote.rate, to: quote.to })}</dd>
        </div>
        <div>
          <dt>{t('assets.convert.spread')}</dt>
          <dd>{spread}</dd>
        </div>
        <div>
          <dt>{t('assets.convert.receive')}</dt>
          <dd data-testid="convert-receive">
            {formatAmount(quote.receive, coinIdOf(summaries, quote.to))} {quote.to}
          </dd>
        </div>
      </dl>
      {expired ? (
        <>
          <p className="form-error" role="alert">
            {t('assets.convert.expired')}
          </p>
          <button type="button" className="button button--primary" onClick={onRefresh}>
            {t('assets.convert.refresh')}
          </button>
        </>
      ) : (
        <>
          <QuoteCountdown quote={quote} />
          <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={onConfirm}>
            {busy ? t('assets.convert.converting') : t('assets.convert.confirm')}
          </button>
        </>
      )}
    </section>
  );
}
