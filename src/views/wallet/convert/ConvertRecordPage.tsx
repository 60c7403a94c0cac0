import { useTranslation } from 'react-i18next';
import { useConvertHistory } from '../../../state/convert';
import { useMarketList } from '../../../state/market';
import { useSignedIn } from '../../../state/session';
import { PagedRecords } from '../../components/records/PagedRecords';
import { RecordsFrame } from '../../components/records/RecordsFrame';
import { SignInPrompt } from '../../components/SignInPrompt';
import { ConversionCard } from './ConversionCard';
import '../../components/records/records.css';

/** /convertRecord — every conversion of the user with its rate and amounts, newest first, paged. */
export default function ConvertRecordPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <Conversions /> : <SignInPrompt text={t('assets.convert.records.signIn')} target="/convertRecord" />;
}

function Conversions() {
  const { t } = useTranslation();
  const [market] = useMarketList();
  const list = useConvertHistory();
  return (
    <section className="records">
      <RecordsFrame
        tabs={<h2 className="records__title">{t('assets.convert.records.title')}</h2>}
        refreshing={list.state.pending === 'reload' && list.state.loaded}
        onRefresh={list.reload}
      >
        <PagedRecords list={list} emptyText={t('assets.convert.records.empty')}>
          {(conversions) => (
            <ul className="record-list">
              {conversions.map((c) => (
                <ConversionCard key={c.id} conversion={c} summaries={market.data ?? []} />
              ))}
            </ul>
          )}
        </PagedRecords>
      </RecordsFrame>
    </section>
  );
}
