import { useTranslation } from 'react-i18next';

/**
 * Opens the system share sheet (navigator.share) with the link; not shown where the browser has none (most desktops), since
 * the copy buttons already cover that case. A share the user cancels is not an error.
 */
export function ShareButton({ url, text }: { url: string; text: string }) {
  const { t } = useTranslation();
  if (typeof navigator.share !== 'function') return null;
  const share = () => navigator.share({ url, text }).catch(() => undefined);
  return (
    <button type="button" className="button button--primary invite__button" onClick={() => void share()}>
      {t('mine.invite.share')}
    </button>
  );
}
