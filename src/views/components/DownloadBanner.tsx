import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { brandConfig } from '../../i18n/brand';
import { Icon } from './Icon';

/** Invitation to install the native app, leading to /download; the container decides whether it shows. */
export function DownloadBanner({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <aside className="download-banner" aria-label={t('layout.download.label')}>
      <img className="download-banner__logo" src={brandConfig().logo} width={36} height={36} alt="" />
      <p className="download-banner__text">{t('layout.download.text')}</p>
      <Link className="button button--primary download-banner__open" to="/download">
        {t('layout.download.open')}
      </Link>
      <button type="button" className="icon-button" aria-label={t('layout.download.dismiss')} onClick={onDismiss}>
        <Icon name="close" size={20} />
      </button>
    </aside>
  );
}
