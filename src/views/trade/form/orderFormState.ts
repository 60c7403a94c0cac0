import type { OrderSide, OrderType } from '@contract/spot';

export const SLIDER_STEPS = [25, 50, 75, 100] as const;
export type Percent = 0 | (typeof SLIDER_STEPS)[number];

/** The order form as typed: every field is the text of its input. */
export interface OrderFormState {
  side: OrderSide;
  type: OrderType;
  /** limit price */
  price: string;
  /** base quantity: limit orders and market sells */
  qty: string;
  /** USDT to spend: market buys */
  quote: string;
  /** the slider stop last chosen; 0 once the amount is typed by hand */
  percent: Percent;
}

export type OrderFormAction =
  | { kind: 'side'; side: OrderSide }
  | { kind: 'type'; type: OrderType }
  | { kind: 'price'; text: string }
  | { kind: 'qty'; text: string }
  | { kind: 'quote'; text: string }
  | { kind: 'percent'; percent: Percent; field: 'qty' | 'quote'; text: string }
  | { kind: 'placed' };

export function initialOrderForm(side: OrderSide, price: string): OrderFormState {
  return { side, type: 'limit', price, qty: '', quote: '', percent: 0 };
}

/**
 * Switching side or type clears the amounts, since a share of one balance means nothing for the
 * other; a new price clears the slider mark (the quantity stays as it was).
 */
export function orderFormReducer(state: OrderFormState, action: OrderFormAction): OrderFormState {
  switch (action.kind) {
    case 'side':
      return action.side === state.side ? state : { ...state, side: action.side, qty: '', quote: '', percent: 0 };
    case 'type':
      return action.type === state.type ? state : { ...state, type: action.type, qty: '', quote: '', percent: 0 };
    case 'price':
      return { ...state, price: action.text, percent: 0 };
    case 'qty':
      return { ...state, qty: action.text, percent: 0 };
    case 'quote':
      return { ...state, quote: action.text, percent: 0 };
    case 'percent':
      return { ...state, [action.field]: action.text, percent: action.percent };
    case 'placed':
      return { ...state, qty: '', quote: '', percent: 0 };
  }
}
