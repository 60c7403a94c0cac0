import { useTranslation } from 'react-i18next';
import type { LoginRecord } from '@contract/security';
import { formatTime } from '../../../format/time';
import { EmptyState } from '../../components/StateViews';

/** The newest logins: time, device (browser and system), address, and whether that session still lives. */
export function LoginHistory({ logins }: { logins: readonly LoginRecord[] }) {
  const { t } = useTranslation();
  return (
    <section className="security-section" aria-labelledby="security-logins">
      <h2 id="security-logins" className="security-section__title">
        {t('mine.security.logins')}
      </h2>
      {logins.length === 0 ? (
        <EmptyState text={t('mine.security.noLogins')} />
      ) : (
        <ul className="security-list" data-testid="login-history">
          {logins.map((login) => (
            <li key={`${login.at}-${login.address}-${login.device}`} className="security-login">
              <span className="security-login__device">{login.device || t('mine.security.unknownDevice')}</span>
              <span className="security-login__state">
                {login.current ? t('mine.security.thisDevice') : login.active ? t('mine.security.active') : t('mine.security.ended')}
              </span>
              <span className="security-login__meta" dir="ltr">
                {formatTime(login.at)} · {login.address}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
