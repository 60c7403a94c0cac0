import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FiatRules } from '@contract/fiat';
import { RemoteContent } from '../../components/RemoteContent';
import { useFiatLimits } from '../../../state/fiat';
import { useFundPasswordSet } from '../../../state/wallet';
import { BankWithdrawForm } from './BankWithdrawForm';

/** The user's 24 h cap and whether a fund password is set; without Basic verification, where to get it instead of a form. */
export function BankWithdrawFlow({ rules }: { rules: FiatRules }) {
  const { t } = useTranslation();
  const [limits, reloadLimits] = useFiatLimits();
  const [fundPasswordSet, reloadFundPassword] = useFundPasswordSet();
  return (
    <RemoteContent remote={limits} onRetry={reloadLimits} isEmpty={() => false} emptyText="">
      {(limitsData) =>
        limitsData.allowed ? (
          <RemoteContent remote={fundPasswordSet} onRetry={reloadFundPassword} isEmpty={() => false} emptyText="">
            {(hasFundPassword) => (
              <BankWithdrawForm rules={rules} limits={limitsData} hasFundPassword={hasFundPassword} onDone={reloadLimits} />
            )}
          </RemoteContent>
        ) : (
          <section className="withdraw-form" aria-labelledby="bank-kyc-title">
            <h2 id="bank-kyc-title" className="section-title">
              {t('assets.bank.title')}
            </h2>
            <p className="withdraw__missing" role="alert" data-testid="bank-kyc-required">
              {t('assets.bank.kycRequired', { basic: limitsData.capsBtc.basic, advanced: limitsData.capsBtc.advanced })}{' '}
              <Link className="withdraw__link" to="/mine/identity">
                {t('assets.bank.verify')}
              </Link>
            </p>
          </section>
        )
      }
    </RemoteContent>
  );
}
