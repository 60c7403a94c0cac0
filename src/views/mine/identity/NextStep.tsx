import { useTranslation } from 'react-i18next';
import type { IdentityStatus, SubmissionLevel } from '@contract/identity';
import { RouteLink } from '../../components/RouteLink';
import { bindingsMissing } from '../../../state/identity';

export const LEVEL_PATH: Record<SubmissionLevel, string> = { basic: '/mine/identityBase', advanced: '/mine/identityAdvance' };

/** The level the user may send now, once both bindings are done (the server refuses a submission before). */
export function NextStep({ status }: { status: IdentityStatus }) {
  const { t } = useTranslation();
  if (status.next === null || bindingsMissing(status)) return null;
  const label = t(`mine.identity.start.${status.next}`);
  return (
    <RouteLink className="button button--primary identity__next" to={LEVEL_PATH[status.next]} name={label}>
      {label}
    </RouteLink>
  );
}
