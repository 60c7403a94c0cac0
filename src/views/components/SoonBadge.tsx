import { useTranslation } from 'react-i18next';
import './soon-badge.css';

/** "Soon" beside an action or tab whose screen comes later. */
export function SoonBadge() {
  const { t } = useTranslation();
  return <span className="soon-badge">{t('layout.comingSoon')}</span>;
}
