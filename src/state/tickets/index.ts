export { markReplySeen, unreadReplyIds$, useUnreadReplyIds } from './replyBadge';
export { unreadReplyIds, type SeenReplies } from './unreadReplies';
export { useTickets } from './useTickets';
