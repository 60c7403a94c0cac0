import type { ReactNode } from 'react';
import { Icon } from './Icon';

/** The top bar: optional back button, the page title, and trailing controls. */
export function NavBar({ title, backLabel, onBack, end }: { title: string; backLabel: string; onBack?: () => void; end?: ReactNode }) {
  return (
    <header className="nav-bar">
      <div className="nav-bar__start">
        {onBack && (
          <button type="button" className="icon-button" aria-label={backLabel} onClick={onBack}>
            <Icon name="back" />
          </button>
        )}
      </div>
      <h1 className="nav-bar__title">{title}</h1>
      <div className="nav-bar__end">{end}</div>
    </header>
  );
}
