/** The operator command line after `<area> <action>`: positional arguments and `--name "value"` options. */
import { OperatorUsageError, type OperatorAction, type OperatorArgs } from './types';

export function parseArgs(raw: readonly string[]): OperatorArgs {
  const positional: string[] = [];
  const flags: Record<string, string> = {};
  for (let i = 0; i < raw.length; i++) {
    const arg = raw[i]!;
    const flag = /^--([a-z][a-z-]*)(?:=(.*))?$/s.exec(arg);
    if (!flag) {
      positional.push(arg);
      continue;
    }
    const value = flag[2] ?? raw[++i];
    if (value === undefined) throw new OperatorUsageError(`--${flag[1]} needs a value`);
    flags[flag[1]!] = value;
  }
  return { positional, flags };
}

/** Checks the arguments against what the action declares, so an action reads them without re-checking. */
export function checkArgs(usage: string, action: OperatorAction, args: OperatorArgs): void {
  if (args.positional.length !== action.params.length) throw new OperatorUsageError(`usage: ${usage}`);
  action.params.forEach((param, i) => {
    if (param === 'id' && !/^[1-9]\d{0,15}$/.test(args.positional[i]!))
      throw new OperatorUsageError(`"${args.positional[i]}" is not an id`);
    if (param === 'text' && args.positional[i]!.trim() === '') throw new OperatorUsageError(`usage: ${usage}`);
  });
  for (const name of action.flags ?? []) {
    if (!args.flags[name]?.trim()) throw new OperatorUsageError(`--${name} "…" is required: ${usage}`);
  }
  const unknown = Object.keys(args.flags).filter((name) => !(action.flags ?? []).includes(name));
  if (unknown.length > 0) throw new OperatorUsageError(`unknown option --${unknown[0]}: ${usage}`);
}

/** `identity reject <id> --reason "…"` */
export const usageOf = (area: string, name: string, action: OperatorAction): string =>
  [area, name, ...action.params.map((p) => (p === 'id' ? '<id>' : '"<text>"')), ...(action.flags ?? []).map((f) => `--${f} "…"`)].join(' ');
