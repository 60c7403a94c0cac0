import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showToast } from '../../api/notify';
import { KnownRoutes } from './knownRoutes';
import { SoonBadge } from './SoonBadge';
import './route-link.css';

interface Props {
  to: string;
  /** the destination's name, also said by the "coming soon" toast */
  name: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to `to` once that screen is in the route table; until then the same row, disabled, with "Soon" and a toast on
 * tap, so a menu never holds a dead link while colleagues add the screens it lists.
 */
export function RouteLink({ to, name, className, children }: Props) {
  const { t } = useTranslation();
  const known = useContext(KnownRoutes).has(to.replace(/[?#].*$/, ''));
  if (known)
    return (
      <Link className={className} to={to}>
        {children}
      </Link>
    );
  return (
    <button
      type="button"
      className={`${className ?? ''} route-link--later`}
      aria-disabled="true"
      onClick={() => showToast(t('layout.comingSoonHint', { name }), 'info')}
    >
      {children}
      <SoonBadge />
    </button>
  );
}
