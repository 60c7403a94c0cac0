import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SavedAddress } from '@contract/address-book';
import { useSavedAddresses } from '../../../state/address-book';
import { BottomSheet } from '../../components/BottomSheet';
import { RemoteContent } from '../../components/RemoteContent';
import './saved-address-picker.css';
import '../../components/card-list.css';

interface Props {
  asset: string;
  /** fills the withdrawal's network and address; every check of the withdrawal still applies */
  onPick: (entry: SavedAddress) => void;
}

/** The button beside the address field: a sheet of the saved addresses of the chosen coin (every network), asked when it opens. */
export function SavedAddressPicker({ asset, onPick }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button--secondary saved-address-picker__open" onClick={() => setOpen(true)}>
        {t('mine.address.picker.open')}
      </button>
      {open && (
        <BottomSheet
          title={t('mine.address.picker.title', { asset })}
          closeLabel={t('mine.address.picker.close')}
          onClose={() => setOpen(false)}
        >
          <SavedAddressList
            asset={asset}
            onPick={(entry) => {
              setOpen(false);
              onPick(entry);
            }}
          />
        </BottomSheet>
      )}
    </>
  );
}

function SavedAddressList({ asset, onPick }: Props) {
  const { t } = useTranslation();
  const [saved, reload] = useSavedAddresses({ asset });
  return (
    <div className="saved-address-picker">
      <RemoteContent
        remote={saved}
        onRetry={reload}
        isEmpty={(list) => list.length === 0}
        emptyText={t('mine.address.picker.empty', { asset })}
      >
        {(list) => (
          <ul className="card-list">
            {list.map((entry) => (
              <li key={entry.id}>
                <button type="button" className="saved-address-picker__entry" onClick={() => onPick(entry)}>
                  <span className="saved-address-picker__meta">
                    {entry.network}
                    {entry.remark !== '' && ` · ${entry.remark}`}
                  </span>{' '}
                  <span className="saved-address-picker__address">{entry.address}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </RemoteContent>
      <Link className="button button--secondary saved-address-picker__manage" to="/mine/coinAddress">
        {t('mine.address.picker.manage')}
      </Link>
    </div>
  );
}
