import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ContentSummary } from '@contract/content';
import { fetchContentList$ } from '../../api/content';
import { formatTime } from '../../format/time';
import { usePagedList } from '../../state/paged';
import { PagedRecords } from '../components/records/PagedRecords';
import { readAnnouncementIds } from './readMarks';
import '../components/card-list.css';
import './announcements.css';

/** /announcement — the announcements, newest first, 20 a page; those not opened on this phone carry an unread dot. */
export default function AnnouncementListPage() {
  const { t } = useTranslation();
  const [read] = useState(readAnnouncementIds);
  const list = usePagedList<ContentSummary>(
    (page, size) => fetchContentList$({ type: 'notice', page, size }),
    (item) => item.id,
  );
  return (
    <div className="announcements">
      <PagedRecords list={list} emptyText={t('help.announcements.empty')}>
        {(items) => (
          <ul className="card-list">
            {items.map((item) => (
              <li key={item.id}>
                <Link className="card-list__item announcement-row" to={`/announcementDetail/${item.id}`} data-testid="announcement">
                  <span className="announcement-row__title">
                    {!read.has(item.id) && (
                      <span
                        className="announcement-row__dot"
                        role="img"
                        aria-label={t('help.announcements.unread')}
                        data-testid="unread-dot"
                      />
                    )}
                    {item.title}
                  </span>
                  <span className="announcement-row__summary">{item.summary}</span>
                  <time className="announcement-row__date" dateTime={new Date(item.publishedAt).toISOString()}>
                    {formatTime(item.publishedAt)}
                  </time>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </PagedRecords>
    </div>
  );
}
