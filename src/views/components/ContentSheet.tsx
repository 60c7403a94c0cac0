import { useTranslation } from 'react-i18next';
import { fetchContentByCode$ } from '../../api/content';
import { BottomSheet } from './BottomSheet';
import { ContentBody } from './ContentBody';
import { RemoteContent } from './RemoteContent';
import { useRemoteData } from '../../state/remote';

/** A content page of the server ('agreement', 'privacy', …) read in a bottom sheet, with loading and retry. */
export function ContentSheet({ code, title, onClose }: { code: string; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [remote, reload] = useRemoteData(() => fetchContentByCode$(code));
  return (
    <BottomSheet title={title} closeLabel={t('common.close')} onClose={onClose}>
      {/* focusable, so a keyboard can scroll a long text that has no control inside */}
      <div className="sheet__body" tabIndex={0}>
        <RemoteContent remote={remote} onRetry={reload} isEmpty={(content) => content.body.trim() === ''} emptyText={t('common.empty')}>
          {(content) => <ContentBody body={content.body} />}
        </RemoteContent>
      </div>
    </BottomSheet>
  );
}
