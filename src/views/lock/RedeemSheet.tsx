import { useTranslation } from 'react-i18next';
import type { LockOrder } from '@contract/lock';
import { redeemLock$ } from '../../api/lock';
import { isNotRedeemable } from '../../api/lock-errors';
import { showToast } from '../../api/notify';
import { useRedeemPreview } from '../../state/lock';
import { useIdempotentSubmit } from '../../state/submit';
import { BottomSheet } from '../components/BottomSheet';
import { EmptyState, ErrorState, LoadingState } from '../components/StateViews';
import { LockFigures } from './LockFigures';
import { lockAmount, ratePercent, usdt } from './lockText';

const send$ = (body: { id: string }, clientId: string) => redeemLock$({ ...body, clientId });

/**
 * The confirm sheet of an early redemption: the server's preview (principal, penalty, what comes back) BEFORE the user
 * confirms, then the redemption, idempotent by client id. An order that finished meanwhile says so instead.
 */
export function RedeemSheet({ order, onClose }: { order: LockOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const [preview, reload] = useRedeemPreview(order.id);
  const { submit, busy } = useIdempotentSubmit(send$, () => {
    showToast(t('lock.redeem.success'), 'success');
    onClose();
  });
  const body = () => {
    if (preview.data === undefined) {
      if (preview.loading) return <LoadingState />;
      return isNotRedeemable(preview.error) ? <EmptyState text={t('lock.redeem.notFound')} /> : <ErrorState onRetry={reload} />;
    }
    const rows: [string, string][] = [
      [t('lock.redeem.principal'), usdt(preview.data.amount)],
      [t('lock.redeem.penalty', { rate: ratePercent(preview.data.penaltyRate) }), usdt(preview.data.penalty)],
      [t('lock.redeem.returned'), usdt(preview.data.returned)],
    ];
    return (
      <>
        <LockFigures rows={rows} testId="redeem-preview" />
        <p className="lock-note">{t('lock.redeem.note', { earned: lockAmount(order.cumulativeEarnings) })}</p>
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => submit({ id: order.id })}>
          {t('lock.redeem.confirm')}
        </button>
      </>
    );
  };
  return (
    <BottomSheet title={t('lock.redeem.title')} closeLabel={t('lock.redeem.close')} onClose={onClose}>
      <div className="lock-sheet">{body()}</div>
    </BottomSheet>
  );
}
