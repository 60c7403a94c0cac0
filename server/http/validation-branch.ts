/**
 * Resolves typebox unions (`Type.Union` = ajv anyOf) in body validation errors to the branch the
 * client meant, found by a literal discriminator such as `kind`, so a bad e-mail in an e-mail
 * sign-up is not reported as "phone is required".
 */
type Schema = { [key: string]: unknown };

/** One body validation error as ajv reports it. */
export interface AjvError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

export interface Choice {
  errors: readonly AjvError[];
  /** the body picked none of a field's allowed literals (the field's dotted path) */
  oneOf?: string;
}

/** Narrows the errors level by level, outermost union first. */
export function chooseBranch(errors: readonly AjvError[], schema: unknown, body: unknown): Choice {
  let chosen: Choice = { errors };
  for (let pass = 0; pass < 8; pass++) {
    const next = narrowOuterUnion(chosen.errors, schema, body);
    if (next.errors === chosen.errors && next.oneOf === undefined) break;
    chosen = next;
    if (chosen.oneOf !== undefined) break;
  }
  return chosen;
}

/** Narrows the errors of the outermost anyOf to the branch the body was aiming at. */
function narrowOuterUnion(errors: readonly AjvError[], schema: unknown, body: unknown): Choice {
  const anyOf = errors.filter((e) => e.keyword === 'anyOf').sort((a, b) => a.instancePath.length - b.instancePath.length)[0];
  if (!anyOf) return { errors };
  const base = anyOf.schemaPath; // e.g. "#/anyOf" or "#/properties/side/anyOf"
  const branches = resolvePointer(schema, base.slice(1));
  if (!Array.isArray(branches)) return { errors };
  const path = pointerToField(anyOf.instancePath);

  if (branches.every((b: Schema) => b?.const !== undefined)) return { errors, oneOf: path };

  const discriminator = findDiscriminator(branches as Schema[]);
  if (!discriminator) return { errors: errors.filter((e) => e !== anyOf) };
  const value = (resolvePointer(body, anyOf.instancePath) as Schema | undefined)?.[discriminator.name];
  const index = discriminator.values.indexOf(value);
  if (index < 0) return { errors, oneOf: joinField(path, discriminator.name) };
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

/** "/a/b" -> "a.b" */
export const pointerToField = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

export const joinField = (path: string, name: string): string => (path ? `${path}.${name}` : name);
