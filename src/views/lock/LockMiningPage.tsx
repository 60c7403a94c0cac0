import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLockProducts } from '../../state/lock';
import { RemoteContent } from '../components/RemoteContent';
import { ProductCard } from './ProductCard';
import './lock.css';

/**
 * /lockMining — the storage plan's products (docs/lock-mining.md), open to visitors too: signing in is asked for only
 * when they subscribe. A link leads to the user's own orders (/lockRecord).
 */
export default function LockMiningPage() {
  const { t } = useTranslation();
  const [products, reload] = useLockProducts();
  return (
    <div className="lock">
      <RemoteContent remote={products} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('lock.products.empty')}>
        {(list) => (
          <ul className="lock-products" aria-label={t('lock.products.label')}>
            {list.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
        )}
      </RemoteContent>
      <Link className="lock__records button button--secondary" to="/lockRecord">
        {t('lock.products.records')}
      </Link>
    </div>
  );
}
