import { BindingRequirements } from './BindingRequirements';
import { IdentitySummary } from './IdentitySummary';
import { IdentityStatusLoader } from './IdentityStatusLoader';
import { NextStep } from './NextStep';

/** /mine/identity (requires a token: routes.tsx) — the status, the binding rule and the next step, live. */
export default function IdentityPage() {
  return (
    <IdentityStatusLoader>
      {(status) => (
        <>
          <IdentitySummary status={status} />
          <BindingRequirements requirements={status.requirements} />
          <NextStep status={status} />
        </>
      )}
    </IdentityStatusLoader>
  );
}
