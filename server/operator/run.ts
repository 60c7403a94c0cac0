/**
 * `npm run operator -- <area> <action> [args]` (docs/identity.md "The operator command"): finds the action in the
 * registry, checks its arguments and runs it. Exit codes: 0 done, 1 refused (unknown id, wrong state), 2 usage.
 */
import { checkArgs, parseArgs, usageOf } from './args';
import { OPERATOR_AREAS } from './commands';
import { OperatorRefusal, OperatorUsageError, type OperatorArea, type OperatorContext } from './types';

export const EXIT_OK = 0;
export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

export function helpLines(areas: Readonly<Record<string, OperatorArea>> = OPERATOR_AREAS): string[] {
  const lines = ['usage: npm run operator -- <area> <action> [args]', ''];
  for (const [area, actions] of Object.entries(areas)) {
    for (const [name, action] of Object.entries(actions)) lines.push(`  ${usageOf(area, name, action).padEnd(56)} ${action.summary}`);
  }
  return lines;
}

export async function runOperator(
  argv: readonly string[],
  ctx: OperatorContext,
  err: (line: string) => void,
  areas: Readonly<Record<string, OperatorArea>> = OPERATOR_AREAS,
): Promise<number> {
  const [area = 'help', name, ...rest] = argv;
  if (area === 'help' || area === '--help') {
    helpLines(areas).forEach((line) => ctx.out(line));
    return EXIT_OK;
  }
  try {
    const actions = Object.hasOwn(areas, area) ? areas[area]! : null;
    if (!actions) throw new OperatorUsageError(`unknown area "${area}"; areas: ${Object.keys(areas).join(', ')}`);
    const action = name !== undefined && Object.hasOwn(actions, name) ? actions[name]! : null;
    if (!action) throw new OperatorUsageError(`unknown action "${name ?? ''}" of ${area}; actions: ${Object.keys(actions).join(', ')}`);
    const args = parseArgs(rest);
    checkArgs(usageOf(area, name!, action), action, args);
    await action.run(ctx, args);
    return EXIT_OK;
  } catch (e) {
    if (e instanceof OperatorUsageError) {
      err(e.message);
      return EXIT_USAGE;
    }
    if (e instanceof OperatorRefusal) {
      err(e.message);
      return EXIT_REFUSED;
    }
    throw e;
  }
}
