import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UserInfo } from '@contract/account';
import { maskEmail, maskPhone } from '../../../state/account';

/** What is bound and set, each row leading to the screen that binds or changes it (/mine/fund for the fund password). */
export function BindingList({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const rows = [
    { to: '/mine/email', label: t('auth.fields.email'), value: user.email && maskEmail(user.email), testId: 'binding-email' },
    {
      to: '/mine/phone',
      label: t('auth.fields.phone'),
      value: user.phone && `+${user.countryCode ?? ''} ${maskPhone(user.phone)}`,
      testId: 'binding-phone',
    },
    { to: '/mine/password', label: t('mine.security.loginPassword'), value: t('mine.security.change'), testId: 'binding-password' },
    {
      to: '/mine/fund',
      label: t('assets.fundPassword.title'),
      value: user.hasFundPassword ? t('mine.security.change') : t('mine.security.set'),
      testId: 'binding-fund',
    },
  ];
  return (
    <section className="security-section" aria-labelledby="security-bindings">
      <h2 id="security-bindings" className="security-section__title">
        {t('mine.security.bindings')}
      </h2>
      <ul className="security-list">
        {rows.map((row) => (
          <li key={row.to}>
            <Link className="security-list__row" to={row.to} data-testid={row.testId}>
              <span>{row.label}</span>
              <span className={row.value ? 'security-list__value' : 'security-list__value security-list__value--missing'} dir="ltr">
                {row.value || t('mine.security.notBound')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
