import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The storage (lock-mining) plan advertisement; /lockMining is built by the wallet screens. */
export function LockMiningAd() {
  const { t } = useTranslation();
  return (
    <Link className="lock-ad" to="/lockMining">
      <svg className="lock-ad__art" viewBox="0 0 64 64" width={56} height={56} aria-hidden="true">
        <rect x="12" y="28" width="40" height="28" rx="6" fill="currentColor" opacity="0.9" />
        <path d="M20 28v-8a12 12 0 0 1 24 0v8" fill="none" stroke="currentColor" strokeWidth="5" />
        <circle cx="32" cy="42" r="5" fill="var(--surface)" />
      </svg>
      <span className="lock-ad__body">
        <strong className="lock-ad__title">{t('home.lockMining.title')}</strong>
        <span className="lock-ad__text">{t('home.lockMining.text')}</span>
      </span>
      <span className="lock-ad__cta">{t('home.lockMining.cta')}</span>
    </Link>
  );
}
