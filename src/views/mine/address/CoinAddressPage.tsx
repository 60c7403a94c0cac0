import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ADDRESS_BOOK_LIMIT } from '@contract/address-book-limits';
import { useSavedAddresses } from '../../../state/address-book';
import { useSignedIn } from '../../../state/session';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { SavedAddressRow } from './SavedAddressRow';
import './address.css';
import '../../components/card-list.css';

/** /mine/coinAddress — the withdrawal address book: every saved address with its coin, network and remark; add and delete. */
export default function CoinAddressPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <AddressBook /> : <SignInPrompt text={t('mine.address.signIn')} target="/mine/coinAddress" />;
}

function AddressBook() {
  const { t } = useTranslation();
  const [saved, reload] = useSavedAddresses();
  const count = saved.data?.length ?? 0;
  return (
    <div className="address-book">
      <div className="address-book__head">
        {saved.data !== undefined && <p className="address-book__count">{t('mine.address.count', { count, limit: ADDRESS_BOOK_LIMIT })}</p>}
        <Link className="button button--primary address-book__add" to="/mine/addCoinAddress">
          {t('mine.address.add')}
        </Link>
      </div>
      <RemoteContent remote={saved} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('mine.address.empty')}>
        {(list) => (
          <ul className="card-list" aria-label={t('mine.address.list')}>
            {list.map((entry) => (
              <SavedAddressRow key={entry.id} entry={entry} onDeleted={reload} />
            ))}
          </ul>
        )}
      </RemoteContent>
    </div>
  );
}
