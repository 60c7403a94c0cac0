import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The app's one i18next instance. Kept apart from index.ts so that modules which only translate
 * (the api's toasts, the formatters' current language) do not pull in the loaders.
 */
export const i18n = i18next.createInstance();
i18n.use(initReactI18next);
