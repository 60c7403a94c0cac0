import { useTranslation } from 'react-i18next';
import { showToast } from '../../../api/notify';

/** Copies the address; "copy success" on success, the request-failed toast when the browser refuses the clipboard. */
export function CopyAddressButton({ address }: { address: string }) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => showToast(t('common.copySuccess'), 'success'),
      () => showToast(t('assets.recharge.copyFailed'), 'error'),
    );
  return (
    <button type="button" className="button button--secondary recharge-address__copy" onClick={() => void copy()}>
      {t('assets.recharge.copy')}
    </button>
  );
}
