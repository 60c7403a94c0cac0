/**
 * Turns ajv's body validation errors into one translated sentence naming the field, e.g.
 * "quantity: must be a positive decimal number". Unions (typebox `Type.Union` = anyOf) are resolved
 * to the branch the client meant, found by a literal discriminator such as `kind`, so a bad e-mail
 * in an e-mail sign-up is not reported as "phone is required".
 */
import { CountryCode, Email, Password, PhoneNumber, VerifyCode } from '../../contract/account';
import { Asset, ClientId, Decimal, Symbol as SymbolSchema } from '../../contract/primitives';
import { translate } from '../i18n/translate';

export interface AjvError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

type Schema = { [key: string]: unknown };

/** Contract patterns and how to explain them (reason keys under server.reason). */
const PATTERN_REASONS = new Map<unknown, string>([
  [Decimal.pattern, 'decimal'],
  [Email.pattern, 'email'],
  [PhoneNumber.pattern, 'phone'],
  [CountryCode.pattern, 'countryCode'],
  [VerifyCode.pattern, 'verifyCode'],
  [ClientId.pattern, 'clientId'],
  [SymbolSchema.pattern, 'symbol'],
  [Asset.pattern, 'asset'],
  ['^[0-9]{1,20}$', 'digits'],
]);

const TYPE_REASONS: Record<string, string> = {
  string: 'typeString',
  number: 'typeNumber',
  integer: 'typeInteger',
  boolean: 'typeBoolean',
  object: 'typeObject',
  array: 'typeArray',
};

export function describeValidation(errors: readonly AjvError[], schema: unknown, body: unknown, locale: string): string {
  let chosen: Choice = { errors };
  // each pass resolves one level of unions, outermost first
  for (let pass = 0; pass < 8; pass++) {
    const next = chooseErrors(chosen.errors, schema, body);
    if (next.errors === chosen.errors && !next.oneOf) break;
    chosen = next;
    if (chosen.oneOf) break;
  }
  const error = chosen.errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'if') ?? chosen.errors[0];
  if (chosen.oneOf) return field(locale, chosen.oneOf.field, 'oneOf', { values: chosen.oneOf.values.join(', ') });
  if (!error) return translate(locale, 'badRequest');
  const path = pointerToField(error.instancePath);
  const p = error.params;
  // the agreement is a checkbox: whatever is wrong with it, the user must tick it
  if (path === 'agreement') return translate(locale, 'agreementRequired');
  switch (error.keyword) {
    case 'required': {
      const name = join(path, String(p.missingProperty));
      return name === 'agreement' ? translate(locale, 'agreementRequired') : field(locale, name, 'required');
    }
    case 'additionalProperties':
      return field(locale, join(path, String(p.additionalProperty)), 'unknownField');
    case 'type':
      return field(locale, path || 'body', TYPE_REASONS[String(p.type)] ?? 'invalid');
    case 'const':
      return field(locale, path, 'oneOf', { values: String(p.allowedValue) });
    case 'enum':
      return field(locale, path, 'oneOf', { values: (p.allowedValues as unknown[]).join(', ') });
    case 'pattern':
      if (p.pattern === Password.pattern) return translate(locale, 'passwordRule');
      return field(locale, path, PATTERN_REASONS.get(p.pattern) ?? 'invalid');
    case 'minLength':
    case 'maxLength':
      if (path === 'password') return translate(locale, 'passwordRule');
      return field(locale, path, error.keyword, { limit: Number(p.limit) });
    case 'minimum':
    case 'maximum':
      return field(locale, path, error.keyword, { limit: Number(p.limit) });
    default:
      return field(locale, path || 'body', 'invalid');
  }
}

function field(locale: string, name: string, reason: string, params: Record<string, string | number> = {}): string {
  return translate(locale, 'invalidField', { field: name || 'body', reason: translate(locale, `reason.${reason}`, params) });
}

interface Choice {
  errors: readonly AjvError[];
  oneOf?: { field: string; values: string[] };
}

/** Narrows the errors of the outermost anyOf to the branch the body was aiming at. */
function chooseErrors(errors: readonly AjvError[], schema: unknown, body: unknown): Choice {
  const anyOf = errors.filter((e) => e.keyword === 'anyOf').sort((a, b) => a.instancePath.length - b.instancePath.length)[0];
  if (!anyOf) return { errors };
  const base = anyOf.schemaPath; // e.g. "#/anyOf" or "#/properties/side/anyOf"
  const branches = resolvePointer(schema, base.slice(1));
  if (!Array.isArray(branches)) return { errors };
  const path = pointerToField(anyOf.instancePath);

  const literals = branches.map((b: Schema) => b?.const);
  if (literals.every((v) => v !== undefined)) return { errors, oneOf: { field: path, values: literals.map(String) } };

  const discriminator = findDiscriminator(branches as Schema[]);
  if (!discriminator) return { errors: errors.filter((e) => e !== anyOf) };
  const value = (resolvePointer(body, anyOf.instancePath) as Schema | undefined)?.[discriminator.name];
  const index = discriminator.values.indexOf(value);
  if (index < 0) return { errors, oneOf: { field: join(path, discriminator.name), values: discriminator.values.map(String) } };
  return { errors: errors.filter((e) => e.schemaPath.startsWith(`${base}/${index}/`)) };
}

/** A property that every branch fixes to a different literal (e.g. kind: 'email' | 'phone'). */
function findDiscriminator(branches: Schema[]): { name: string; values: unknown[] } | null {
  const first = branches[0]?.properties as Record<string, Schema> | undefined;
  for (const name of Object.keys(first ?? {})) {
    const values = branches.map((b) => ((b.properties as Record<string, Schema> | undefined)?.[name] as Schema | undefined)?.const);
    if (values.every((v) => v !== undefined) && new Set(values).size === values.length) return { name, values };
  }
  return null;
}

function resolvePointer(root: unknown, pointer: string): unknown {
  let node = root;
  for (const part of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return node;
}

const pointerToField = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const join = (path: string, name: string): string => (path ? `${path}.${name}` : name);
