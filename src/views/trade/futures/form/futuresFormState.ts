import type { FuturesOrderType, PositionSide } from '@contract/futures';
import type { Percent } from '../../form/orderFormState';

/** The futures order form as typed: every field is the text of its input. */
export interface FuturesFormState {
  side: PositionSide;
  type: FuturesOrderType;
  /** limit price */
  price: string;
  /** whole lots */
  lots: string;
  /** the slider stop last chosen; 0 once the quantity is typed by hand */
  percent: Percent;
  /** take-profit / stop-loss entry open */
  tpsl: boolean;
  takeProfit: string;
  stopLoss: string;
}

export type FuturesFormAction =
  | { kind: 'side'; side: PositionSide }
  | { kind: 'type'; type: FuturesOrderType }
  | { kind: 'price'; text: string }
  | { kind: 'lots'; text: string }
  | { kind: 'percent'; percent: Percent; lots: string }
  | { kind: 'tpsl'; open: boolean }
  | { kind: 'takeProfit'; text: string }
  | { kind: 'stopLoss'; text: string }
  | { kind: 'placed' };

export function initialFuturesForm(price: string): FuturesFormState {
  return { side: 'long', type: 'limit', price, lots: '', percent: 0, tpsl: false, takeProfit: '', stopLoss: '' };
}

/**
 * Switching long/short clears the TP/SL prices, whose valid side of the open price flips; a new price or type clears
 * the slider mark, since the lots a share of the margin buys depend on the price.
 */
export function futuresFormReducer(state: FuturesFormState, action: FuturesFormAction): FuturesFormState {
  switch (action.kind) {
    case 'side':
      return action.side === state.side ? state : { ...state, side: action.side, takeProfit: '', stopLoss: '', percent: 0 };
    case 'type':
      return action.type === state.type ? state : { ...state, type: action.type, percent: 0 };
    case 'price':
      return { ...state, price: action.text, percent: 0 };
    case 'lots':
      return { ...state, lots: action.text, percent: 0 };
    case 'percent':
      return { ...state, lots: action.lots, percent: action.percent };
    case 'tpsl':
      return action.open ? { ...state, tpsl: true } : { ...state, tpsl: false, takeProfit: '', stopLoss: '' };
    case 'takeProfit':
      return { ...state, takeProfit: action.text };
    case 'stopLoss':
      return { ...state, stopLoss: action.text };
    case 'placed':
      return { ...state, lots: '', percent: 0, takeProfit: '', stopLoss: '' };
  }
}
