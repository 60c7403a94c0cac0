/** The shapes of the operator command (docs/identity.md "The operator command"): areas of actions, their arguments and outcomes. */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';

export interface OperatorContext {
  /** the server's own database (DATA_DIR / DATABASE_URL), never the HTTP API */
  db: Kysely<Database>;
  now(): number;
  /** one line of output (tables, confirmations) */
  out(line: string): void;
}

/** `id`: a row id (a whole number); `text`: free text such as a reply. */
export type OperatorParam = 'id' | 'text';

export interface OperatorArgs {
  positional: readonly string[];
  /** `--name "value"` options */
  flags: Readonly<Record<string, string>>;
}

export interface OperatorAction {
  summary: string;
  /** positional parameters, in order */
  params: readonly OperatorParam[];
  /** `--name "value"` options the action requires */
  flags?: readonly string[];
  /** records a decision or prints; throws OperatorRefusal for an unknown id or a state that does not allow it */
  run(ctx: OperatorContext, args: OperatorArgs): Promise<void>;
}

export type OperatorArea = Readonly<Record<string, OperatorAction>>;

/** Exit code 1: the command was understood but refused (unknown id, not pending, requirement not met). */
export class OperatorRefusal extends Error {}
/** Exit code 2: the command line itself is wrong (unknown area or action, missing argument). */
export class OperatorUsageError extends Error {}
