import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentTheme, setTheme, type Theme } from '../styles/theme';
import { Icon } from './Icon';

export function ThemeToggle() {
  const { t } = useTranslation();
  const [theme, setState] = useState<Theme>(currentTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t(next === 'dark' ? 'layout.theme.toDark' : 'layout.theme.toLight')}
      onClick={() => {
        setTheme(next);
        setState(next);
      }}
    >
      <Icon name={next === 'dark' ? 'moon' : 'sun'} size={20} />
    </button>
  );
}
