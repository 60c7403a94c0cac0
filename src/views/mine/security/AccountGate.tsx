import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import { useAccount } from '../../../state/account';
import { useSignedIn } from '../../../state/session';
import { RemoteContent } from '../../components/RemoteContent';
import { SignInPrompt } from '../../components/SignInPrompt';

/**
 * The security screens' frame: a sign-in prompt for visitors; for the signed-in, the account (live from the `account`
 * channel, user/info until it delivers) with its loading and error states.
 */
export function AccountGate({ path, children }: { path: string; children: (user: UserInfo, reload: () => void) => ReactNode }) {
  const { t } = useTranslation();
  if (!useSignedIn()) return <SignInPrompt text={t('mine.security.signIn')} target={path} />;
  return <SignedIn>{children}</SignedIn>;
}

function SignedIn({ children }: { children: (user: UserInfo, reload: () => void) => ReactNode }) {
  const [account, reload] = useAccount();
  return (
    <div className="security-page">
      <RemoteContent remote={account} onRetry={reload} isEmpty={() => false} emptyText="">
        {(user) => children(user, reload)}
      </RemoteContent>
    </div>
  );
}
