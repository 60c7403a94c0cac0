import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import { showToast } from '../../../api/notify';
import { maskPhone } from '../../../state/account';
import { AccountGate } from './AccountGate';
import { ChangeTarget } from './ChangeTarget';
import './security.css';

/** /mine/phone — bind a phone number, or change the bound one (a code to the old one first, then to the new one). */
export default function PhonePage() {
  return <AccountGate path="/mine/phone">{(user, reload) => <Phone user={user} reload={reload} />}</AccountGate>;
}

function Phone({ user, reload }: { user: UserInfo; reload: () => void }) {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const done = () => {
    showToast(t('mine.phone.done'), 'success');
    setChanging(false);
    reload();
  };
  if (!user.phone || changing) return <ChangeTarget user={user} kind="phone" onDone={done} />;
  return (
    <section className="security-form" aria-label={t('mine.phone.current')}>
      <p className="security-form__label">{t('mine.phone.current')}</p>
      <p className="security-form__value" dir="ltr" data-testid="bound-phone">
        +{user.countryCode} {maskPhone(user.phone)}
      </p>
      <p className="security-form__hint">{t('mine.phone.changeHint')}</p>
      <button type="button" className="button button--primary" onClick={() => setChanging(true)}>
        {t('mine.phone.change')}
      </button>
    </section>
  );
}
