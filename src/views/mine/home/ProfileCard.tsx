import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import { accountInitials, maskAccount } from '../../../state/account';

/** Avatar initials, the masked account and the UID. */
export function ProfileCard({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  return (
    <section className="mine-profile" aria-label={t('mine.title')}>
      <span className="mine-profile__avatar" aria-hidden="true">
        {accountInitials(user)}
      </span>
      <div className="mine-profile__text">
        <h2 className="mine-profile__account" data-testid="mine-account">
          {maskAccount(user)}
        </h2>
        <p className="mine-profile__uid">{t('mine.profile.uid', { id: user.id })}</p>
      </div>
    </section>
  );
}
