import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { APP_VERSION } from '../components/appVersion';
import { ContentDocument } from './documents/ContentDocument';
import { DOCUMENT_TYPES } from './documents/documentTypes';
import { offersCustomerService } from './customerServiceLangs';
import './pages.css';

/** /aboutUs — the platform's own words (content code `about`), the app version and the way to every document. */
export default function AboutUsPage() {
  const { t, i18n } = useTranslation();
  const links = [
    ...DOCUMENT_TYPES.map((type) => ({ to: `/documentDetail/${type}`, name: t(`pages.documents.titles.${type}`) })),
    ...(offersCustomerService(i18n.language) ? [{ to: '/customerService', name: t('pages.customerService.title') }] : []),
    { to: '/download', name: t('pages.download.title') },
  ];
  return (
    <article className="doc-page">
      <ContentDocument key={i18n.language} code="about" />
      <p className="doc-page__version" data-testid="app-version">
        {t('pages.about.version', { version: APP_VERSION })}
      </p>
      <nav aria-label={t('pages.about.links')}>
        <ul className="page-links">
          {links.map((link) => (
            <li key={link.to}>
              <Link className="page-link" to={link.to}>
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
