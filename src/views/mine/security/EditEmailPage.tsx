import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { showToast } from '../../../api/notify';
import { AccountGate } from './AccountGate';
import { ChangeTarget } from './ChangeTarget';
import './security.css';

/** /mine/editEmail — change the bound e-mail: a code to the old e-mail, then one to the new e-mail. */
export default function EditEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AccountGate path="/mine/editEmail">
      {(user, reload) =>
        user.email ? (
          <ChangeTarget
            user={user}
            kind="email"
            onDone={() => {
              showToast(t('mine.email.done'), 'success');
              reload();
              void navigate('/mine/email', { replace: true });
            }}
          />
        ) : (
          <section className="security-form" aria-label={t('mine.email.editTitle')}>
            <p className="security-form__hint">{t('mine.email.notBound')}</p>
            <Link className="button button--primary" to="/mine/email">
              {t('mine.security.bind')}
            </Link>
          </section>
        )
      }
    </AccountGate>
  );
}
