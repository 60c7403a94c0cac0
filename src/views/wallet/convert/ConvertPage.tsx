import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useBalances } from '../../../state/balances';
import { convertibleCoins } from '../../../state/convert';
import { useMarketList } from '../../../state/market';
import { useSignedIn } from '../../../state/session';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';
import { ConvertForm } from './ConvertForm';
import './convert.css';

/** /convert — exchange one coin of the spot account for another at a live quote (docs/wallet.md "Convert"). */
export default function ConvertPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <Convert /> : <SignInPrompt text={t('assets.convert.signIn')} target="/convert" />;
}

function Convert() {
  const { t } = useTranslation();
  const [market, reloadMarket] = useMarketList();
  const [balances] = useBalances();
  return (
    <div className="convert">
      <RemoteContent remote={market} onRetry={reloadMarket} isEmpty={(list) => list.length === 0} emptyText={t('assets.convert.noCoins')}>
        {(summaries) => <ConvertForm coins={convertibleCoins(summaries)} summaries={summaries} balances={balances.data} />}
      </RemoteContent>
      <Link className="convert__records button button--secondary" to="/convertRecord">
        {t('assets.convert.records.link')}
      </Link>
    </div>
  );
}
