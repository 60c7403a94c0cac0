import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../api/notify';
import { BCP47, changeLang, isLang, LANGS, type Lang } from '../../i18n';

/** A language named in its own language, from the browser's Intl data (no hand-kept table). */
const nativeName = (lang: Lang): string => new Intl.DisplayNames([BCP47[lang]], { type: 'language' }).of(BCP47[lang]) ?? lang;

/** The language choice: switches every open screen at once and is kept in LANG (i18n changeLang). */
export function LanguageSetting() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [switching, setSwitching] = useState(false);
  const onChange = (value: string) => {
    if (!isLang(value)) return;
    setSwitching(true);
    changeLang(value)
      .catch(() => showToast(t('common.requestFailed'), 'error'))
      .finally(() => setSwitching(false));
  };
  return (
    <div className="setting-row">
      <label htmlFor={id}>{t('pages.settings.language')}</label>
      <select
        id={id}
        className="setting-row__select"
        value={i18n.language}
        disabled={switching}
        onChange={(event) => onChange(event.target.value)}
      >
        {LANGS.map((lang) => (
          <option key={lang} value={lang} lang={BCP47[lang]}>
            {nativeName(lang)}
          </option>
        ))}
      </select>
    </div>
  );
}
