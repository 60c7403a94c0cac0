import { useTranslation } from 'react-i18next';
import { fetchContentByCode$ } from '../../../api/content';
import { useRemoteData } from '../../../state/remote';
import { ContentBody } from '../../components/ContentBody';
import { RemoteContent } from '../../components/RemoteContent';

/** A document the server keeps as a content page by code (the agreement, the privacy policy, about), in the reader's language. */
export function ContentDocument({ code }: { code: string }) {
  const { t } = useTranslation();
  const [remote, reload] = useRemoteData(() => fetchContentByCode$(code));
  return (
    <RemoteContent
      remote={remote}
      onRetry={reload}
      isEmpty={(content) => content.body.trim() === ''}
      emptyText={t('pages.documents.empty')}
    >
      {(content) => <ContentBody body={content.body} />}
    </RemoteContent>
  );
}
