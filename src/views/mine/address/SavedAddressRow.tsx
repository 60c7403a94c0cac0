import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedAddress } from '@contract/address-book';
import { deleteSavedAddress$ } from '../../../api/address-book';
import { showToast } from '../../../api/notify';
import { useSubmit } from '../../../state/submit';

/** One saved address; Delete asks once more in place (no dialog), then removes it and the list is asked again. */
export function SavedAddressRow({ entry, onDeleted }: { entry: SavedAddress; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { run, busy } = useSubmit(() => {
    showToast(t('mine.address.deleted'), 'success');
    onDeleted();
  });
  return (
    <li className="address-row" data-testid="saved-address">
      <div className="address-row__head">
        <span className="address-row__coin">
          {entry.asset} · {entry.network}
        </span>
        <span className="address-row__remark">{entry.remark || t('mine.address.noRemark')}</span>
      </div>
      <p className="address-row__address">{entry.address}</p>
      {confirming ? (
        <div className="address-row__confirm" role="group" aria-label={t('mine.address.confirmDelete')}>
          <span>{t('mine.address.confirmDelete')}</span>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            {t('mine.address.cancel')}
          </button>
          <button type="button" className="button button--primary" disabled={busy} onClick={() => run(deleteSavedAddress$(entry.id))}>
            {t('mine.address.confirm')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--secondary address-row__delete"
          aria-label={t('mine.address.deleteLabel', { address: entry.address })}
          onClick={() => setConfirming(true)}
        >
          {t('mine.address.delete')}
        </button>
      )}
    </li>
  );
}
