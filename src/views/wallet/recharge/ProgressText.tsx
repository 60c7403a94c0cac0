import { useTranslation } from 'react-i18next';
import type { DepositProgress } from '../../../state/wallet';

/** "Confirming 0/1", "Credited 1/1 · locked 2/3", "Unlocked 3/3", or why it was never credited. */
export function ProgressText({ progress }: { progress: DepositProgress }) {
  const { t } = useTranslation();
  switch (progress.stage) {
    case 'confirming':
      return <>{t('assets.recharge.records.confirming', { n: progress.confirmations, required: progress.required })}</>;
    case 'locked':
      return (
        <>{t('assets.recharge.records.locked', { credit: progress.credit, n: progress.confirmations, required: progress.required })}</>
      );
    case 'unlocked':
      return <>{t('assets.recharge.records.unlocked', { required: progress.required })}</>;
    case 'belowMinimum':
      return <>{t('assets.recharge.records.belowMinimum')}</>;
  }
}
