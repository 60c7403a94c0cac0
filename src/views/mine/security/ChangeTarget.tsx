import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import { NewTargetForm } from './NewTargetForm';
import { SecurityVerification } from './SecurityVerification';

interface Props {
  user: UserInfo;
  kind: 'email' | 'phone';
  onDone: (user: UserInfo) => void;
}

/** Binding a first target directly, or changing a bound one: the verification on the OLD target first (docs/security.md). */
export function ChangeTarget({ user, kind, onDone }: Props) {
  const { t } = useTranslation();
  const [verifyToken, setVerifyToken] = useState<string | null>(null);
  const bound = kind === 'email' ? user.email : user.phone;
  if (bound && verifyToken === null) {
    return <SecurityVerification user={user} channels={[kind]} onVerified={setVerifyToken} hint={t(`mine.${kind}.changeHint`)} />;
  }
  return <NewTargetForm kind={kind} onDone={onDone} {...(verifyToken ? { verifyToken } : {})} />;
}
