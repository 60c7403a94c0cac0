import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <p>{t('layout.notFound.text')}</p>
      <Link className="button button--primary" to="/home" replace>
        {t('layout.notFound.home')}
      </Link>
    </section>
  );
}
