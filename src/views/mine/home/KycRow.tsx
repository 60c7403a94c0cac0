import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@contract/account';
import { RouteLink } from '../../components/RouteLink';
import { useIdentityStatus } from '../../../state/identity';

const STATUS_KEY = {
  none: 'mine.kyc.none',
  pending: 'mine.kyc.pending',
  basic: 'mine.kyc.certified.basic',
  advanced: 'mine.kyc.certified.advanced',
  rejected: 'mine.kyc.rejected',
} as const satisfies Record<UserInfo['kycStatus'], string>;

/** The identity status in one word (from the live UserInfo), the reason of a rejection, and the way to /mine/identity. */
export function KycRow({ kycStatus }: { kycStatus: UserInfo['kycStatus'] }) {
  const { t } = useTranslation();
  const label = t('mine.kyc.label');
  return (
    <li>
      <RouteLink className="mine-row" to="/mine/identity" name={label}>
        <span className="mine-row__label">{label}</span>
        <span className={`mine-row__value mine-kyc mine-kyc--${kycStatus}`} data-testid="mine-kyc">
          {t(STATUS_KEY[kycStatus])}
        </span>
      </RouteLink>
      {kycStatus === 'rejected' && <RejectReason />}
    </li>
  );
}

/** UserInfo says "rejected" but not why: the reason comes with the identity status. */
function RejectReason() {
  const { t } = useTranslation();
  const [status] = useIdentityStatus();
  const reason = status.data?.rejectReason;
  if (!reason) return null;
  return <p className="mine-row__note">{t('mine.kyc.reason', { reason })}</p>;
}
