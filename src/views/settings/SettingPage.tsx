import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION } from '../components/appVersion';
import { ClearDataSetting } from './ClearDataSetting';
import { LanguageSetting } from './LanguageSetting';
import { ThemeSetting } from './ThemeSetting';
import './settings.css';

/** /setting — language, theme, clear local data and the app version; all of it on this device, signed in or not. */
export default function SettingPage() {
  const { t } = useTranslation();
  // after clearing, the theme row shows "system" again: remount it
  const [generation, setGeneration] = useState(0);
  return (
    <section className="settings" aria-label={t('pages.settings.title')}>
      <LanguageSetting />
      <ThemeSetting key={generation} />
      <ClearDataSetting onCleared={() => setGeneration((n) => n + 1)} />
      <div className="setting-row">
        <span>{t('pages.settings.version')}</span>
        <span className="setting-row__value" data-testid="app-version">
          {APP_VERSION}
        </span>
      </div>
    </section>
  );
}
