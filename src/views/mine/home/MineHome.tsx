import { LogoutButton } from '../../components/LogoutButton';
import { RemoteContent } from '../../components/RemoteContent';
import { useAccount } from '../../../state/account';
import { CreditScore } from './CreditScore';
import { DemoTradingEntry } from './DemoTradingEntry';
import { KycRow } from './KycRow';
import { MineLinks } from './MineLinks';
import { ProfileCard } from './ProfileCard';

/** The signed-in /mine: the account (live over the `account` channel), its identity status and credit, the menu. */
export function MineHome() {
  const [account, reload] = useAccount();
  return (
    <div className="mine">
      <RemoteContent remote={account} onRetry={reload} isEmpty={() => false} emptyText="">
        {(user) => (
          <>
            <ProfileCard user={user} />
            <ul className="mine__rows">
              <KycRow kycStatus={user.kycStatus} />
              <CreditScore score={user.creditScore} />
            </ul>
          </>
        )}
      </RemoteContent>
      <DemoTradingEntry />
      <MineLinks signedIn />
      <div className="mine__logout">
        <LogoutButton />
      </div>
    </div>
  );
}
