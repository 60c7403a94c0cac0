import { useTranslation } from 'react-i18next';
import { fetchWapConfig$ } from '../../api/common';
import { brandConfig } from '../../i18n/brand';
import { useRemoteData } from '../../state/remote';
import { RemoteContent } from '../components/RemoteContent';
import './pages.css';

/** /download — the app download of the server's configuration (DOWNLOAD_URL); without one, the page says so. */
export default function DownloadPage() {
  const { t } = useTranslation();
  const [remote, reload] = useRemoteData(fetchWapConfig$);
  return (
    <article className="doc-page download-page">
      <img className="download-page__logo" src={brandConfig().logo} width={72} height={72} alt="" />
      <h2 className="doc-page__title">{t('pages.download.heading')}</h2>
      <RemoteContent remote={remote} onRetry={reload} isEmpty={(config) => config.downloadUrl === ''} emptyText={t('pages.download.none')}>
        {(config) => (
          <>
            <p>{t('pages.download.text')}</p>
            <a className="button button--primary download-page__action" href={config.downloadUrl} rel="noopener noreferrer">
              {t('pages.download.action')}
            </a>
          </>
        )}
      </RemoteContent>
    </article>
  );
}
