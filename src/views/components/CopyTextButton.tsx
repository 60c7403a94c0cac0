import { useTranslation } from 'react-i18next';
import { showToast } from '../../api/notify';

interface Props {
  text: string;
  label: string;
  /** the toast when the browser refuses the clipboard: says what to select by hand */
  failedText: string;
  className?: string;
}

/** Copies a text (an address, an invite link); "copy success" on success, `failedText` when the browser refuses the clipboard. */
export function CopyTextButton({ text, label, failedText, className = '' }: Props) {
  const { t } = useTranslation();
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => showToast(t('common.copySuccess'), 'success'),
      () => showToast(failedText, 'error'),
    );
  return (
    <button type="button" className={`button button--secondary ${className}`.trim()} onClick={() => void copy()}>
      {label}
    </button>
  );
}
