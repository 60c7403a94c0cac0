import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useUnreadReplyIds } from '../../state/tickets';

/** The help centre's two ticket entries; "My questions" carries the badge of replies not seen yet. */
export function HelpEntries() {
  const { t } = useTranslation();
  const unread = useUnreadReplyIds().length;
  return (
    <nav className="help-entries">
      <Link className="help-entries__link" to="/mine/addQuestion">
        {t('help.center.askQuestion')}
      </Link>
      <Link className="help-entries__link" to="/mine/questionRecord" data-testid="my-questions">
        {t('help.center.myQuestions')}
        {unread > 0 && (
          <span className="help-badge" data-testid="reply-badge" aria-label={t('help.center.newReplies', { count: unread })}>
            {unread}
          </span>
        )}
      </Link>
    </nav>
  );
}
