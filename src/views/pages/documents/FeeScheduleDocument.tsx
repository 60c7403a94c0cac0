import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../format';
import { USDT_COIN_ID } from '../../../state/market';
import { useRemoteData } from '../../../state/remote';
import { RemoteContent } from '../../components/RemoteContent';
import { DocTable } from './DocTable';
import { fetchFeeSchedule$, type FeeSchedule } from './feeSchedule';
import { rateText } from './rate';

/** documentDetail/fees: every published fee, straight from the server's catalogues. */
export function FeeScheduleDocument() {
  const { t } = useTranslation();
  const [remote, reload] = useRemoteData(fetchFeeSchedule$);
  return (
    <RemoteContent remote={remote} onRetry={reload} isEmpty={() => false} emptyText={t('pages.documents.empty')}>
      {(fees) => <FeeTables fees={fees} />}
    </RemoteContent>
  );
}

function FeeTables({ fees }: { fees: FeeSchedule }) {
  const { t } = useTranslation();
  const pair = t('pages.documents.fees.pair');
  const maker = t('pages.documents.fees.maker');
  const taker = t('pages.documents.fees.taker');
  return (
    <>
      <p>{t('pages.documents.fees.intro')}</p>
      <DocTable
        caption={t('pages.documents.fees.spot')}
        headers={[pair, maker, taker]}
        rows={fees.spot.map((p) => [p.name, rateText(p.maker), rateText(p.taker)])}
      />
      <DocTable
        caption={t('pages.documents.fees.futures')}
        headers={[pair, maker, taker, t('pages.documents.fees.funding')]}
        rows={fees.futures.map((p) => [
          p.name,
          rateText(p.maker),
          rateText(p.taker),
          t('pages.documents.fees.fundingRule', { hours: p.fundingIntervalHours, cap: rateText(p.fundingRateCap, 4) }),
        ])}
      />
      <DocTable
        caption={t('pages.documents.fees.cycle')}
        headers={[t('pages.documents.cycle.period'), t('pages.documents.fees.fee')]}
        rows={fees.cycle.map((period) => [t('pages.documents.cycle.seconds', { count: period.seconds }), rateText(period.feeRate)])}
      />
      <DocTable
        caption={t('pages.documents.fees.withdraw')}
        headers={[
          t('pages.documents.fees.asset'),
          t('pages.documents.fees.network'),
          t('pages.documents.fees.fee'),
          t('pages.documents.fees.minimum'),
        ]}
        rows={fees.networks.map((n) => [
          n.asset,
          n.name,
          `${formatAmount(n.withdrawFee)} ${n.asset}`,
          `${formatAmount(n.withdrawMin)} ${n.asset}`,
        ])}
      />
      <p>
        {t('pages.documents.fees.fiat', {
          rate: rateText(fees.fiat.feeRate),
          min: formatAmount(fees.fiat.feeMinUsdt, USDT_COIN_ID),
        })}
      </p>
    </>
  );
}
