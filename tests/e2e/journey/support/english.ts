/** The English texts the journey tests look for, read from the locale files so a reworded message does not break them. */
import assets from '../../../../locales/en_us/assets.json';
import auth from '../../../../locales/en_us/auth.json';
import common from '../../../../locales/en_us/common.json';
import layout from '../../../../locales/en_us/layout.json';
import trade from '../../../../locales/en_us/trade.json';

export const EN = { ...assets, ...auth, ...common, ...layout, ...trade };

/** Fills i18next's {{name}} placeholders. */
export function withValues(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
