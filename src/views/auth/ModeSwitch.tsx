import { useTranslation } from 'react-i18next';
import type { AuthMode } from './authFields';

const MODES: readonly AuthMode[] = ['email', 'phone'];

/** E-mail or phone: two toggle buttons, the chosen one pressed. */
export function ModeSwitch({ mode, onChange }: { mode: AuthMode; onChange: (mode: AuthMode) => void }) {
  const { t } = useTranslation();
  return (
    <div className="segmented auth-modes" role="group" aria-label={t('auth.mode.label')}>
      {MODES.map((option) => (
        <button
          key={option}
          type="button"
          data-testid={`mode-${option}`}
          aria-pressed={option === mode}
          className={option === mode ? 'segmented__tab segmented__tab--active' : 'segmented__tab'}
          onClick={() => onChange(option)}
        >
          {t(`auth.mode.${option}`)}
        </button>
      ))}
    </div>
  );
}
