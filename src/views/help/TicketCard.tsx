import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from 'rxjs';
import type { Ticket } from '@contract/tickets';
import { formatTime } from '../../format/time';
import { SafeHtml } from '../components/SafeHtml';

/**
 * One question: its title, text and images as the user wrote them (text, never HTML), its state and the operator's
 * reply (sanitised HTML). Shown with a reply the server still counts unread, it reports the reply seen.
 */
export function TicketCard({
  ticket,
  unread,
  onSeen,
}: {
  ticket: Ticket;
  unread: boolean;
  onSeen: (ticket: Ticket) => Subscription | null;
}) {
  const { t } = useTranslation();
  const replied = ticket.status === 'replied' && ticket.reply !== null;
  useEffect(() => {
    if (!ticket.unread) return;
    const request = onSeen(ticket);
    return () => request?.unsubscribe();
  }, [ticket, onSeen]);
  return (
    <li className="ticket-card" data-testid="ticket" data-status={ticket.status}>
      <div className="ticket-card__head">
        <h3 className="ticket-card__title">{ticket.title}</h3>
        <span className={`ticket-card__status${replied ? ' ticket-card__status--replied' : ''}`}>
          {replied ? t('help.record.replied') : t('help.record.waiting')}
        </span>
      </div>
      <p className="ticket-card__content">{ticket.content}</p>
      {ticket.images.length > 0 && (
        <div className="ticket-card__images">
          {ticket.images.map((url, i) => (
            <img key={url} src={url} alt={t('help.record.imageAlt', { n: i + 1 })} />
          ))}
        </div>
      )}
      <p className="ticket-card__meta">{t('help.record.submittedAt', { time: formatTime(ticket.createdAt) })}</p>
      {replied && (
        <div className="ticket-card__reply" data-testid="ticket-reply">
          <p className="ticket-card__reply-label">
            {t('help.record.reply')}
            {unread && (
              <span className="help-badge" data-testid="reply-badge">
                {t('help.record.newReply')}
              </span>
            )}
          </p>
          <SafeHtml html={ticket.reply ?? ''} />
          {ticket.repliedAt !== null && (
            <p className="ticket-card__meta">{t('help.record.repliedAt', { time: formatTime(ticket.repliedAt) })}</p>
          )}
        </div>
      )}
    </li>
  );
}
