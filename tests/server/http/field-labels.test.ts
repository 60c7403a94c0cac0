/**
 * Issue 9: a toast read "symbol: must be a trading pair such as BTCUSDT". Every body field of every
 * route has a label in all 8 languages, worded as the screens label it, and no validation message
 * names a field by its body name.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TSchema } from '@sinclair/typebox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../server/http/app';
import { describeValidation, labelNameOf, type AjvError } from '../../../server/http/validation-message';
import { LOCALES } from '../../../server/i18n/translate';
import { createTestContext, type TestContext } from '../helpers/context';

/** Every route's body schema, recorded as the real app declares its routes. */
const bodies = vi.hoisted(() => new Map<string, TSchema>());
vi.mock('../../../server/http/route', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../server/http/route')>();
  const post: typeof real.post = (app, ctx, route, opts, handler) => {
    bodies.set(route, opts.body);
    real.post(app, ctx, route, opts, handler);
  };
  return { ...real, post };
});

const ROOT = path.resolve(import.meta.dirname, '../../..');
const readLocale = (locale: string, ns: string) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, `${ns}.json`), 'utf8'));
const at = (json: unknown, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], json);

type Schema = TSchema & Record<string, unknown>;
interface Field {
  route: string;
  name: string;
  /** server.field.<label> shows it */
  label: string;
  schema: Schema;
}

/** The named properties of a body, through unions (register: e-mail or phone). */
function fieldsOf(route: string, body: Schema, schema = body): Field[] {
  const own = Object.entries((schema.properties ?? {}) as Record<string, Schema>).map(([name, s]) => ({
    route,
    name,
    label: labelNameOf(body, name),
    schema: s,
  }));
  const branches = ((schema.anyOf ?? []) as Schema[]).flatMap((branch) => fieldsOf(route, body, branch));
  return [...own, ...branches];
}

let ctx: TestContext;
let fields: Field[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  const app = await buildApp(ctx);
  ctx.onClose(() => app.close());
  fields = [...bodies].flatMap(([route, schema]) => fieldsOf(route, schema as Schema));
});
afterAll(() => ctx.close());

/** Fields whose label is a screen's own label: the same term on the form and in its error. */
const SCREEN_LABELS: Record<string, [namespace: string, key: string]> = {
  kind: ['auth', 'auth.mode.label'],
  email: ['auth', 'auth.fields.email'],
  password: ['auth', 'auth.fields.password'],
  repeatPassword: ['auth', 'auth.fields.repeatPassword'],
  code: ['auth', 'auth.fields.code'],
  countryCode: ['auth', 'auth.fields.areaCode'],
  phone: ['auth', 'auth.fields.phone'],
  asset: ['assets', 'assets.transfer.coin'],
  amount: ['assets', 'assets.transfer.amount'],
  from: ['assets', 'assets.transfer.from'],
  to: ['assets', 'assets.transfer.to'],
  side: ['trade', 'trade.form.side'],
  type: ['trade', 'trade.form.type'],
  price: ['trade', 'trade.fields.price'],
  quantity: ['trade', 'trade.fields.quantity'],
  quoteAmount: ['trade', 'trade.fields.amount'],
  interval: ['coin', 'coin.period.label'],
};

/** One error of each kind the field's schema can raise, shaped as ajv reports it. */
function errorsFor({ name, schema }: Field): AjvError[] {
  const on = (keyword: string, params: Record<string, unknown>): AjvError => ({
    keyword,
    instancePath: `/${name}`,
    schemaPath: `#/properties/${name}/${keyword}`,
    params,
  });
  const errors: AjvError[] = [
    { keyword: 'required', instancePath: '', schemaPath: '#/required', params: { missingProperty: name } },
    ...['string', 'number', 'integer', 'boolean', 'object'].map((type) => on('type', { type })),
    on('enum', { allowedValues: ['x'] }),
    on('const', { allowedValue: 'x' }),
    on('not', {}),
  ];
  if (schema.pattern) errors.push(on('pattern', { pattern: schema.pattern }));
  for (const keyword of ['minLength', 'maxLength', 'minimum', 'maximum'])
    if (schema[keyword] !== undefined) errors.push(on(keyword, { limit: schema[keyword] }));
  return errors;
}

const mentions = (text: string, word: string) => new RegExp(`(^|[^A-Za-z])${word}([^A-Za-z]|$)`, 'i').test(text);

describe('field labels', () => {
  it('finds the body fields of every route', () => {
    expect(bodies.size).toBeGreaterThan(20);
    expect(new Set(fields.map((f) => f.route))).toEqual(
      new Set([...bodies].filter(([, s]) => fieldsOf('', s as Schema).length > 0).map(([route]) => route)),
    );
    for (const name of ['symbol', 'coin', 'clientOrderId', 'countryCode', 'quantity']) expect(fields.map((f) => f.name)).toContain(name);
  });

  it('labels a field by what it means on its route: a content type is a category, not an order type', () => {
    const labelOf = (route: string, name: string) => fields.find((f) => f.route === route && f.name === name)?.label;
    expect([labelOf('spot/order/place', 'type'), labelOf('content/list', 'type')]).toEqual(['type', 'category']);
    expect([labelOf('user/register', 'code'), labelOf('content/detail/by/code', 'code')]).toEqual(['code', 'document']);
  });

  it.each(LOCALES)('gives every body field a label in %s', (locale) => {
    const labels = readLocale(locale, 'server').server.field as Record<string, unknown>;
    const missing = [...new Set(fields.map((f) => f.label))].filter(
      (name) => typeof labels?.[name] !== 'string' || !(labels[name] as string).trim(),
    );
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)('uses the screen’s own word for a field in %s', (locale) => {
    const labels = readLocale(locale, 'server').server.field as Record<string, string>;
    for (const [name, [ns, key]] of Object.entries(SCREEN_LABELS))
      expect(labels[name], `${locale} ${name}`).toBe(at(readLocale(locale, ns), key));
  });

  it.each(LOCALES)('never names a field by its body name, and names it by its label when it is missing (%s)', (locale) => {
    const labels = readLocale(locale, 'server').server.field as Record<string, string>;
    for (const field of fields) {
      const label = labels[field.label]!;
      for (const error of errorsFor(field)) {
        const msg = describeValidation([error], bodies.get(field.route), {}, locale);
        const where = `${locale} ${field.route} ${field.name} ${error.keyword} -> ${msg}`;
        expect(msg, where).not.toMatch(/\{\{|\}\}/);
        // "To is required" may say "to", as the label does; "clientOrderId" never appears
        if (!label.toLowerCase().includes(field.name.toLowerCase())) expect(mentions(msg, field.name), where).toBe(false);
        if (error.keyword === 'required' && field.name !== 'agreement') expect(msg, where).toContain(label);
      }
    }
  });
});
