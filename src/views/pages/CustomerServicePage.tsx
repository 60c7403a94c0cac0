import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PlatformInfo } from '@contract/content';
import { fetchPlatformInfo$ } from '../../api/common';
import { useRemoteData } from '../../state/remote';
import { RemoteContent } from '../components/RemoteContent';
import { offersCustomerService } from './customerServiceLangs';
import './pages.css';

/** /customerService — the platform's contact (tpaj/info); in a language the desk does not answer in, it says so and names the address. */
export default function CustomerServicePage() {
  const { t, i18n } = useTranslation();
  const [remote, reload] = useRemoteData(fetchPlatformInfo$);
  return (
    <article className="doc-page">
      <RemoteContent remote={remote} onRetry={reload} isEmpty={() => false} emptyText={t('pages.documents.empty')}>
        {(info) =>
          offersCustomerService(i18n.language) ? (
            <Contact info={info} />
          ) : (
            <p>{t('pages.customerService.notOffered', { email: info.supportEmail })}</p>
          )
        }
      </RemoteContent>
    </article>
  );
}

function Contact({ info }: { info: PlatformInfo }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="doc-page__title">{info.name}</h2>
      <p>{t('pages.customerService.intro')}</p>
      <ul className="page-links">
        <li>
          <a className="page-link" href={`mailto:${info.supportEmail}`}>
            {t('pages.customerService.email', { email: info.supportEmail })}
          </a>
        </li>
        <li>
          <Link className="page-link" to="/mine/addQuestion">
            {t('pages.customerService.ticket')}
          </Link>
        </li>
      </ul>
    </>
  );
}
