import { useTranslation } from 'react-i18next';
import type { IdentityStatus, SubmissionLevel } from '@contract/identity';
import { RouteLink } from '../../components/RouteLink';
import { bindingsMissing, levelState } from '../../../state/identity';
import { BindingRequirements } from './BindingRequirements';
import { IdentityStatusLoader } from './IdentityStatusLoader';
import { LEVEL_PATH } from './NextStep';

const LEVELS: readonly SubmissionLevel[] = ['basic', 'advanced'];

/** /mine/identityNew (requires a token: routes.tsx) — the two levels, what each asks for, and which one is open now. */
export default function IdentityNewPage() {
  return (
    <IdentityStatusLoader>
      {(status) => (
        <>
          {bindingsMissing(status) && <BindingRequirements requirements={status.requirements} />}
          <ol className="identity-levels">
            {LEVELS.map((level) => (
              <LevelRow key={level} status={status} level={level} />
            ))}
          </ol>
        </>
      )}
    </IdentityStatusLoader>
  );
}

function LevelRow({ status, level }: { status: IdentityStatus; level: SubmissionLevel }) {
  const { t } = useTranslation();
  const state = levelState(status, level);
  const title = t(`mine.identity.${level}.title`);
  const body = (
    <>
      <span className="identity-levels__text">
        <strong>{title}</strong>
        <span>{t(`mine.identity.new.${level}Text`)}</span>
      </span>
      <span className={`identity-levels__state identity-levels__state--${state}`}>{t(`mine.identity.new.state.${state}`)}</span>
    </>
  );
  return (
    <li data-testid={`identity-level-${level}`}>
      {state === 'open' && !bindingsMissing(status) ? (
        <RouteLink className="identity-levels__row" to={LEVEL_PATH[level]} name={title}>
          {body}
        </RouteLink>
      ) : (
        <div className="identity-levels__row">{body}</div>
      )}
    </li>
  );
}
