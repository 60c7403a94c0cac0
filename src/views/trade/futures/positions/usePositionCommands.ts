import { useTranslation } from 'react-i18next';
import type { Position } from '@contract/futures';
import { closeAllPositions$, closePosition$, quickClosePosition$ } from '../../../../api/contract';
import { showToast } from '../../../../api/notify';
import { useIdempotentSubmit } from '../../../../state/submit';

export interface CloseBody {
  positionId: string;
  quantity: string;
  /** a limit close; absent: market */
  price?: string;
}

/**
 * The three ways to close (docs/api.md): a partial close of some lots, a quick close of the whole position at market,
 * and close all. Each is idempotent by its client id and one at a time; the positions channel then shows the result.
 */
export function useClosePosition(onDone: () => void) {
  const { t } = useTranslation();
  return useIdempotentSubmit(
    (body: CloseBody, clientOrderId: string) => closePosition$({ ...body, clientOrderId }),
    () => {
      showToast(t('trade.futures.positions.closing'), 'success');
      onDone();
    },
  );
}

export function useQuickClose() {
  const { t } = useTranslation();
  return useIdempotentSubmit(
    (position: Pick<Position, 'id'>, clientOrderId: string) => quickClosePosition$({ positionId: position.id, clientOrderId }),
    () => showToast(t('trade.futures.positions.closing'), 'success'),
  );
}

export function useCloseAll(onDone: () => void) {
  const { t } = useTranslation();
  return useIdempotentSubmit(
    (_all: 'all', clientId: string) => closeAllPositions$({ clientId }),
    () => {
      showToast(t('trade.futures.positions.closing'), 'success');
      onDone();
    },
  );
}
