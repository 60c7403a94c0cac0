/**
 * Server messages in 8 languages, from locales/<lang>/server.json ({"server": {...}}), read once.
 * `translate('de', 'insufficientBalance')`; `{{name}}` placeholders take `params`. A key missing in
 * a language falls back to English, and a key missing everywhere is returned as is.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, resolveLocale, type Locale } from './locales';

export { LOCALES, resolveLocale, type Locale } from './locales';

type Messages = { [key: string]: string | Messages };

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

let catalogue: Map<Locale, Messages> | null = null;

function load(): Map<Locale, Messages> {
  catalogue ??= new Map(
    LOCALES.map((locale) => {
      const file = path.join(LOCALES_DIR, locale, 'server.json');
      const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { server?: Messages };
      if (!json.server) throw new Error(`${file}: the top-level key must be "server"`);
      return [locale, json.server];
    }),
  );
  return catalogue;
}

function lookup(messages: Messages | undefined, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function translate(locale: string, key: string, params: Record<string, string | number> = {}): string {
  const messages = load();
  const bare = key.startsWith('server.') ? key.slice('server.'.length) : key;
  const template = lookup(messages.get(resolveLocale(locale)), bare) ?? lookup(messages.get(DEFAULT_LOCALE), bare) ?? bare;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** True when English has a message for `key` (used by tests to catch keys without a message). */
export function hasMessage(key: string): boolean {
  return lookup(load().get(DEFAULT_LOCALE), key) !== undefined;
}

/**
 * How the screens label a body field (server.field.<name>, worded as the client's own label), e.g.
 * 'quantity' -> "Quantity", 'clientOrderId' -> "Order reference"; null for a field without one.
 */
export function fieldLabel(locale: string, name: string): string | null {
  const key = `field.${name}`;
  return hasMessage(key) ? translate(locale, key) : null;
}

/**
 * The message of an AppError: like translate, with two parameters read as keys. `field` names a
 * body field and is shown as its label, so a user never reads an internal name: a field without a
 * label gives the generic badRequest message instead. `reason` names a server.reason.* sentence,
 * e.g. badRequest('invalidField', {field: 'side', reason: 'invalid'}) -> "Order side is not valid".
 */
export function translateError(locale: string, key: string, params: Record<string, string | number> = {}): string {
  let named = params;
  if (typeof params.field === 'string') {
    const label = fieldLabel(locale, params.field);
    if (label === null) return translate(locale, 'badRequest');
    named = { ...params, field: label };
  }
  const reason = named.reason;
  const translated =
    typeof reason === 'string' && hasMessage(`reason.${reason}`)
      ? { ...named, reason: translate(locale, `reason.${reason}`, named) }
      : named;
  return translate(locale, key, translated);
}
