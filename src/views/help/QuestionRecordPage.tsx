import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { markReplySeen, useTickets, useUnreadReplyIds } from '../../state/tickets';
import { useSignedIn } from '../../state/session';
import { PagedRecords } from '../components/records/PagedRecords';
import { SignInPrompt } from '../components/SignInPrompt';
import { TicketCard } from './TicketCard';
import '../components/card-list.css';
import './help.css';

/** /mine/questionRecord — the user's questions, waiting or replied, with the reply; a new reply arrives live with its badge. */
export default function QuestionRecordPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <Questions /> : <SignInPrompt text={t('help.record.signIn')} target="/mine/questionRecord" />;
}

function Questions() {
  const { t } = useTranslation();
  const list = useTickets();
  const unread = useUnreadReplyIds();
  // a reply new during this visit keeps its badge while the page is open, even once it is reported seen
  const fresh = useRef(new Set<number>());
  const isFresh = (id: number, unreadNow: boolean) => {
    if (unreadNow) fresh.current.add(id);
    return fresh.current.has(id);
  };
  return (
    <div className="help">
      <Link className="button button--secondary" to="/mine/addQuestion">
        {t('help.record.askAnother')}
      </Link>
      <PagedRecords list={list} emptyText={t('help.record.empty')}>
        {(tickets) => (
          <ul className="card-list">
            {tickets.map((ticket) => (
              <TicketCard
                key={ticket.id}
                ticket={ticket}
                unread={isFresh(ticket.id, ticket.unread || unread.includes(ticket.id))}
                onSeen={markReplySeen}
              />
            ))}
          </ul>
        )}
      </PagedRecords>
    </div>
  );
}
