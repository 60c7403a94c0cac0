import { useTranslation } from 'react-i18next';
import type { LockOrder } from '@contract/lock';
import { revokeLock$ } from '../../api/lock';
import { showToast } from '../../api/notify';
import { useIdempotentSubmit } from '../../state/submit';
import { BottomSheet } from '../components/BottomSheet';
import { LockFigures } from './LockFigures';
import { usdt } from './lockText';

const send$ = (body: { id: string }, clientId: string) => revokeLock$({ ...body, clientId });

/**
 * The confirm sheet of revoking an order before interest starts: the full principal comes back, no penalty (nothing is
 * sent before the user confirms); idempotent by client id. A revoke the server refuses (interest started meanwhile)
 * shows its message.
 */
export function RevokeSheet({ order, onClose }: { order: LockOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const { submit, busy } = useIdempotentSubmit(send$, () => {
    showToast(t('lock.revoke.success'), 'success');
    onClose();
  });
  const rows: [string, string][] = [
    [t('lock.redeem.principal'), usdt(order.amount)],
    [t('lock.revoke.returned'), usdt(order.amount)],
  ];
  return (
    <BottomSheet title={t('lock.revoke.title')} closeLabel={t('lock.revoke.close')} onClose={onClose}>
      <div className="lock-sheet">
        <LockFigures rows={rows} testId="revoke-figures" />
        <p className="lock-note">{t('lock.revoke.note')}</p>
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => submit({ id: order.id })}>
          {t('lock.revoke.confirm')}
        </button>
      </div>
    </BottomSheet>
  );
}
