import { useTranslation } from 'react-i18next';
import type { IdentityStatus } from '@contract/identity';
import { RouteLink } from '../../components/RouteLink';

const BINDINGS = [
  { key: 'email', bound: 'emailBound', to: '/mine/email', bind: 'mine.identity.requirements.bindEmail' },
  { key: 'phone', bound: 'phoneBound', to: '/mine/phone', bind: 'mine.identity.requirements.bindPhone' },
] as const;

/** The spec's rule, said on the page: both e-mail and phone bound before identity verification, each with its way to bind. */
export function BindingRequirements({ requirements }: { requirements: IdentityStatus['requirements'] }) {
  const { t } = useTranslation();
  return (
    <section className="identity-card" aria-labelledby="identity-requirements">
      <p id="identity-requirements" className="identity-card__text">
        {t('mine.identity.requirements.title')}
      </p>
      <ul className="identity-bindings">
        {BINDINGS.map(({ key, bound, to, bind }) => (
          <li key={key} className="identity-bindings__row" data-testid={`binding-${key}`}>
            <span className="identity-bindings__name">{t(`mine.identity.requirements.${key}`)}</span>
            {requirements[bound] ? (
              <span className="identity-bindings__state identity-bindings__state--bound">{t('mine.identity.requirements.bound')}</span>
            ) : (
              <>
                <span className="identity-bindings__state">{t('mine.identity.requirements.notBound')}</span>
                <RouteLink className="button button--secondary identity-bindings__bind" to={to} name={t(bind)}>
                  {t(bind)}
                </RouteLink>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
