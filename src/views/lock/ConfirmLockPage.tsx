import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { availableOf, useBalances } from '../../state/balances';
import { useLockProducts } from '../../state/lock';
import { useSignedIn } from '../../state/session';
import { RemoteContent } from '../components/RemoteContent';
import { SignInPrompt } from '../components/SignInPrompt';
import { EmptyState } from '../components/StateViews';
import { LockForm } from './LockForm';
import './lock.css';

/** /confirmLock/{id} — subscribe to one product: amount, what it earns, its dates and the early-redemption rule. */
export default function ConfirmLockPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  return useSignedIn() ? <ConfirmLock productId={id} /> : <SignInPrompt text={t('lock.confirm.signIn')} target={`/confirmLock/${id}`} />;
}

function ConfirmLock({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [products, reload] = useLockProducts();
  const [balances] = useBalances();
  return (
    <div className="lock">
      <RemoteContent remote={products} onRetry={reload} isEmpty={() => false} emptyText="">
        {(list) => {
          const product = list.find((p) => p.id === productId);
          if (!product)
            return (
              <>
                <EmptyState text={t('lock.confirm.notFound')} />
                <Link className="lock__records button button--secondary" to="/lockMining">
                  {t('lock.confirm.back')}
                </Link>
              </>
            );
          return <LockForm product={product} available={availableOf(balances.data, 'spot', 'USDT')} />;
        }}
      </RemoteContent>
    </div>
  );
}
