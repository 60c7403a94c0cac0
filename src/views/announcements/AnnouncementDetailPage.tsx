import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { fetchContentDetail$ } from '../../api/content';
import { formatTime } from '../../format/time';
import { useRemoteData } from '../../state/remote';
import { RemoteContent } from '../components/RemoteContent';
import { SafeHtml } from '../components/SafeHtml';
import NotFoundPage from '../components/NotFoundPage';
import { markAnnouncementRead } from './readMarks';
import './announcements.css';

const idOf = (param: string | undefined): number | null => (param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null);

/** /announcementDetail/{id} — one announcement: its title, date and body (sanitised HTML); opening it marks it read here. */
export default function AnnouncementDetailPage() {
  const id = idOf(useParams().id);
  return id === null ? <NotFoundPage /> : <Announcement id={id} />;
}

function Announcement({ id }: { id: number }) {
  const { t } = useTranslation();
  const [remote, reload] = useRemoteData(() => fetchContentDetail$(id));
  const loaded = remote.data !== undefined;
  useEffect(() => {
    if (loaded) markAnnouncementRead(id);
  }, [loaded, id]);
  return (
    <article className="announcements announcement-detail">
      <RemoteContent remote={remote} onRetry={reload} isEmpty={() => false} emptyText={t('help.announcements.empty')}>
        {(content) => (
          <>
            <h2 className="announcement-detail__title">{content.title}</h2>
            <time className="announcement-row__date" dateTime={new Date(content.publishedAt).toISOString()}>
              {formatTime(content.publishedAt)}
            </time>
            <SafeHtml html={content.body} />
          </>
        )}
      </RemoteContent>
    </article>
  );
}
