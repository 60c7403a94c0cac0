import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { switchMap, type Subscription } from 'rxjs';
import type { Deposit } from '@contract/wallet';
import { uploadFile$ } from '../../../api/common';
import { showToast } from '../../../api/notify';
import { attachDepositProof$ } from '../../../api/wallet';
import { formatAmount } from '../../../format';
import '../../components/file-picker.css';

/**
 * The optional voucher of a deposit: an image uploaded through common/upload, then attached to the deposit. While the
 * file travels the row says so ("file is being uploaded"); the attached voucher arrives back on the `deposits` channel.
 */
export function DepositProof({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const request = useRef<Subscription | null>(null);
  useEffect(() => () => request.current?.unsubscribe(), []);
  const upload = (file: File) => {
    setUploading(true);
    request.current = uploadFile$(file)
      .pipe(switchMap((stored) => attachDepositProof$({ depositId: deposit.id, url: stored.url })))
      .subscribe({
        next: () => showToast(t('assets.recharge.proof.attached'), 'success'),
        error: () => setUploading(false),
        complete: () => setUploading(false),
      });
  };
  if (uploading) {
    return (
      <p className="recharge-proof recharge-proof--uploading" role="status">
        {t('assets.recharge.proof.uploading')}
      </p>
    );
  }
  return (
    <div className="recharge-proof">
      {deposit.proofUrl !== null && (
        <a className="recharge-proof__link" href={deposit.proofUrl} target="_blank" rel="noreferrer">
          {t('assets.recharge.proof.view')}
        </a>
      )}
      <label className="button button--secondary file-picker">
        {deposit.proofUrl === null ? t('assets.recharge.proof.upload') : t('assets.recharge.proof.replace')}
        <input
          className="file-picker__input"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label={t('assets.recharge.proof.label', { amount: formatAmount(deposit.amount), asset: deposit.asset })}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) upload(file);
          }}
        />
      </label>
    </div>
  );
}
