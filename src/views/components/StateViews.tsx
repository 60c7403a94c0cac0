import { useTranslation } from 'react-i18next';

/** The three placeholder states every data view shows before (or instead of) its data. */
export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div className="state state--loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

export function EmptyState({ text }: { text: string }) {
  return (
    <div className="state state--empty" role="status">
      {text}
    </div>
  );
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="state state--error" role="alert">
      <span>{t('common.requestFailed')}</span>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
