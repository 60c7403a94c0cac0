import type { Position } from '@contract/futures';
import { canonical } from '../../decimal';
import { tpSlProblem, type TpSlProblem } from '../../state/futures';

export interface TpSlForm {
  takeProfit: string;
  stopLoss: string;
}

/** An empty field removes that trigger (null); a typed one must pass the spec's rules against the open price. */
export function validateTpSl(
  form: TpSlForm,
  position: Pick<Position, 'side' | 'entryPrice'>,
): { takeProfit: string | null; stopLoss: string | null } | { error: TpSlProblem } {
  const problem = tpSlProblem(position.side, position.entryPrice, form.takeProfit, form.stopLoss);
  if (problem) return { error: problem };
  const price = (text: string) => (text === '' ? null : canonical(text));
  return { takeProfit: price(form.takeProfit), stopLoss: price(form.stopLoss) };
}
