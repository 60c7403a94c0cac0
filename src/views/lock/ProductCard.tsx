import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LockProduct } from '@contract/lock';
import { compare } from '../../decimal';
import { quotaLeftShare } from '../../state/lock';
import { lockAmount, ratePercent } from './lockText';

/**
 * One product: cycle, daily rate, single limits and a bar of the quota still open. The card opens /confirmLock/{id};
 * a sold-out one (less quota left than the single minimum) shows why it does not.
 */
export function ProductCard({ product }: { product: LockProduct }) {
  const { t } = useTranslation();
  const soldOut = compare(product.quotaLeft, product.minAmount) < 0;
  const share = quotaLeftShare(product);
  const body = (
    <>
      <span className="lock-card__head">
        <strong className="lock-card__cycle">{t('lock.products.cycle', { days: product.cycleDays })}</strong>
        <span className="lock-card__asset">{product.asset}</span>
      </span>
      <span className="lock-card__rate">
        <span className="lock-card__label">{t('lock.products.dailyRate')}</span>
        <span className="lock-card__rate-value">{ratePercent(product.dailyRate)}</span>
      </span>
      <span className="lock-card__line">
        <span className="lock-card__label">{t('lock.products.limits')}</span>
        <span>{t('lock.products.limitsValue', { min: lockAmount(product.minAmount), max: lockAmount(product.maxAmount) })}</span>
      </span>
      <span className="lock-card__line">
        <span className="lock-card__label">{t('lock.products.quotaLeft')}</span>
        <span>{t('lock.products.quotaValue', { left: lockAmount(product.quotaLeft), total: lockAmount(product.totalQuota) })}</span>
      </span>
      <span
        className="lock-card__quota"
        role="progressbar"
        aria-label={t('lock.products.quotaLeft')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
      >
        <span className="lock-card__quota-fill" style={{ width: `${share * 100}%` }} />
      </span>
      <span className={soldOut ? 'lock-card__cta lock-card__cta--off' : 'lock-card__cta'}>
        {soldOut ? t('lock.products.soldOut') : t('lock.products.subscribe')}
      </span>
    </>
  );
  return (
    <li className="lock-card-item" data-product-id={product.id}>
      {soldOut ? (
        <div className="lock-card lock-card--sold-out">{body}</div>
      ) : (
        <Link className="lock-card" to={`/confirmLock/${encodeURIComponent(product.id)}`}>
          {body}
        </Link>
      )}
    </li>
  );
}
