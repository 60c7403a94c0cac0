import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showToast } from '../../../api/notify';
import { maskEmail } from '../../../state/account';
import { AccountGate } from './AccountGate';
import { NewTargetForm } from './NewTargetForm';
import './security.css';

/** /mine/email — bind an e-mail; a bound one is shown, and changed on /mine/editEmail. */
export default function EmailPage() {
  const { t } = useTranslation();
  return (
    <AccountGate path="/mine/email">
      {(user, reload) =>
        user.email ? (
          <section className="security-form" aria-label={t('mine.email.current')}>
            <p className="security-form__label">{t('mine.email.current')}</p>
            <p className="security-form__value" data-testid="bound-email">
              {maskEmail(user.email)}
            </p>
            <Link className="button button--primary" to="/mine/editEmail">
              {t('mine.email.change')}
            </Link>
          </section>
        ) : (
          <NewTargetForm
            kind="email"
            onDone={() => {
              showToast(t('mine.email.done'), 'success');
              reload();
            }}
          />
        )
      }
    </AccountGate>
  );
}
