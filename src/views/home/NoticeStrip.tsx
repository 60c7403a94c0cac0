import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { fetchContentList$ } from '../../api/content';
import { useRemoteData } from '../../state/remote';

/** The newest announcement under the banners, opening its /announcementDetail/{id}, and the way to all of them. */
export function NoticeStrip() {
  const { t } = useTranslation();
  const [latest] = useRemoteData(() => fetchContentList$({ type: 'notice', page: 1, size: 1 }));
  const notice = latest.data?.items[0];
  // the strip keeps its height while it loads, and stays out of the way when there is nothing to show
  return (
    <nav className="notice-strip" aria-label={t('help.announcements.stripLabel')}>
      {notice && (
        <Link className="notice-strip__latest" to={`/announcementDetail/${notice.id}`} data-testid="notice-strip">
          {notice.title}
        </Link>
      )}
      <Link className="notice-strip__more" to="/announcement">
        {t('help.announcements.more')}
      </Link>
    </nav>
  );
}
