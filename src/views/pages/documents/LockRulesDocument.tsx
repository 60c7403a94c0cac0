import { useTranslation } from 'react-i18next';
import type { LockProduct } from '@contract/lock';
import { fetchLockProducts$ } from '../../../api/lock';
import { formatAmount } from '../../../format';
import { USDT_COIN_ID } from '../../../state/market';
import { useRemoteData } from '../../../state/remote';
import { RemoteContent } from '../../components/RemoteContent';
import { DocTable } from './DocTable';
import { rateText } from './rate';

const RULES = ['start', 'dividend', 'principal', 'redeem', 'quota'] as const;

/** documentDetail/lockMining: the products of lock/products and the rules of docs/lock-mining.md. */
export function LockRulesDocument() {
  const { t } = useTranslation();
  const [remote, reload] = useRemoteData(fetchLockProducts$);
  return (
    <RemoteContent remote={remote} onRetry={reload} isEmpty={(products) => products.length === 0} emptyText={t('pages.documents.empty')}>
      {(products) => <LockRulesText products={products} />}
    </RemoteContent>
  );
}

function LockRulesText({ products }: { products: LockProduct[] }) {
  const { t } = useTranslation();
  const usdt = (value: string) => `${formatAmount(value, USDT_COIN_ID)} USDT`;
  return (
    <>
      <DocTable
        caption={t('pages.documents.lock.products')}
        headers={[
          t('pages.documents.lock.cycle'),
          t('pages.documents.lock.dailyRate'),
          t('pages.documents.lock.limits'),
          t('pages.documents.lock.penalty'),
        ]}
        rows={products.map((p) => [
          t('pages.documents.lock.days', { count: p.cycleDays }),
          rateText(p.dailyRate),
          `${usdt(p.minAmount)} – ${usdt(p.maxAmount)}`,
          rateText(p.penaltyRate),
        ])}
      />
      {RULES.map((rule) => (
        <p key={rule}>{t(`pages.documents.lock.rules.${rule}`)}</p>
      ))}
    </>
  );
}
