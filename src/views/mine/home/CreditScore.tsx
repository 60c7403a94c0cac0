import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREDIT_SCORE_PER_LEVEL, CREDIT_SCORE_START } from '@contract/identity-rules';

/** The credit score; a tap shows its published meaning (docs/identity.md "Credit score"): what raises it, and that nothing else does. */
export function CreditScore({ score }: { score: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const meaningId = useId();
  return (
    <li>
      <button
        type="button"
        className="mine-row"
        aria-expanded={open}
        aria-controls={meaningId}
        data-testid="mine-credit"
        onClick={() => setOpen((now) => !now)}
      >
        <span className="mine-row__label">{t('mine.credit.label')}</span>
        <span className="mine-row__value">{score}</span>
      </button>
      <p id={meaningId} className="mine-row__note" hidden={!open}>
        {t('mine.credit.meaning', { start: CREDIT_SCORE_START, step: CREDIT_SCORE_PER_LEVEL })}
      </p>
    </li>
  );
}
