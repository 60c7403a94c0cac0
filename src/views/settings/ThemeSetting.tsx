import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setThemeChoice, THEME_CHOICES, themeChoice, type ThemeChoice } from '../styles/theme';

/** Dark, light or the system's choice, kept on this device (THEME). */
export function ThemeSetting() {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<ThemeChoice>(themeChoice);
  const choose = (next: ThemeChoice) => {
    setThemeChoice(next);
    setChoice(next);
  };
  return (
    <fieldset className="setting-row setting-row--choices">
      <legend>{t('pages.settings.theme')}</legend>
      {THEME_CHOICES.map((option) => (
        <label key={option} className="setting-choice">
          <input type="radio" name="theme" value={option} checked={choice === option} onChange={() => choose(option)} />
          <span>{t(`pages.settings.themes.${option}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
