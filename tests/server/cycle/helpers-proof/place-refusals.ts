/**
 * cycle/order/place's refusals (docs/cycle.md "Refusals"): the eight classes of bad input of every route (wrong type,
 * missing, zero, negative, NaN, too many decimals, huge, unknown symbol) and the cycle's own (unknown period, stake
 * below the minimum or above the maximum, unknown category or a symbol not of it, insufficient balance), each with its
 * status and the whole sentence a user reads in English and German: the field named as the cycle screen labels it
 * (Category, Symbol, Period, Stake, Direction), and a period or symbol that is not one the screen offers refused with
 * one sentence whatever is wrong with it (a user picks them, never types them).
 */
import type { Refusal } from '../../helpers/refusals';

export const PLACE = {
  category: 'crypto',
  symbol: 'BTCUSDT',
  direction: 'up',
  periodSeconds: 30,
  stake: '100.00',
  clientId: 'bad-input-0001',
} as const;

/** the spot USDT of the user who sends these: 500 USDT, so a stake of 500 with its 0.50 fee does not fit */
export const REFUSAL_FUNDS = '500';

const HAS_TEXT = ['Stake must be text', 'Einsatz muss ein Text sein'] as const;
const PERIOD_OFFERED = ['Please choose one of the periods offered', 'Bitte wählen Sie eine der angebotenen Laufzeiten'] as const;
const SYMBOL_OFFERED = ['Please choose one of the symbols offered', 'Bitte wählen Sie eines der angebotenen Symbole'] as const;
const STAKE_FORMAT = [
  'Stake must be an amount greater than zero with at most 2 decimal places',
  'Einsatz muss ein Betrag größer als null mit höchstens 2 Nachkommastellen sein',
] as const;
const STAKE_ZERO = ['Stake must be a number greater than zero', 'Einsatz muss eine Zahl größer als null sein'] as const;
const OPTIONS = (en: string, de: string) =>
  [`${en} must be one of the options offered`, `${de} muss eine der angebotenen Optionen sein`] as const;
const REQUIRED = (en: string, de: string) => [`${en} is required`, `${de} ist erforderlich`] as const;
const MAX_30S = ['The maximum stake is 5000.00 USDT', 'Der Höchsteinsatz beträgt 5000.00 USDT'] as const;
const NOT_OF_CATEGORY = ['This symbol is not in the chosen category', 'Dieses Symbol gehört nicht zur gewählten Kategorie'] as const;

export const PLACE_REFUSALS: Refusal[] = [
  // wrong type
  ['stake as a number', { ...PLACE, stake: 100 }, 400, ...HAS_TEXT],
  ['period as text', { ...PLACE, periodSeconds: '30' }, 400, ...PERIOD_OFFERED],
  ['direction as a number', { ...PLACE, direction: 1 }, 400, ...OPTIONS('Direction', 'Richtung')],
  ['category as a number', { ...PLACE, category: 1 }, 400, ...OPTIONS('Category', 'Kategorie')],
  [
    'an extra field',
    { ...PLACE, leverage: 10 },
    400,
    'The request contains information that is not allowed',
    'Die Anfrage enthält Angaben, die nicht zulässig sind',
  ],
  // missing
  ['empty body', {}, 400, ...REQUIRED('Category', 'Kategorie')],
  ['missing stake', { ...PLACE, stake: undefined }, 400, ...REQUIRED('Stake', 'Einsatz')],
  ['missing period', { ...PLACE, periodSeconds: undefined }, 400, ...REQUIRED('Period', 'Laufzeit')],
  ['missing direction', { ...PLACE, direction: undefined }, 400, ...REQUIRED('Direction', 'Richtung')],
  ['missing symbol', { ...PLACE, symbol: undefined }, 400, ...REQUIRED('Symbol', 'Symbol')],
  ['missing clientId', { ...PLACE, clientId: undefined }, 400, ...REQUIRED('Request reference', 'Anfragereferenz')],
  // zero
  ['zero stake', { ...PLACE, stake: '0' }, 400, ...STAKE_ZERO],
  ['zero stake with decimals', { ...PLACE, stake: '0.00' }, 400, ...STAKE_ZERO],
  ['zero period', { ...PLACE, periodSeconds: 0 }, 400, ...PERIOD_OFFERED],
  // negative
  ['negative stake', { ...PLACE, stake: '-100' }, 400, ...STAKE_FORMAT],
  ['negative period', { ...PLACE, periodSeconds: -30 }, 400, ...PERIOD_OFFERED],
  // NaN
  ['NaN stake', { ...PLACE, stake: 'NaN' }, 400, ...STAKE_FORMAT],
  ['NaN period', { ...PLACE, periodSeconds: 'NaN' }, 400, ...PERIOD_OFFERED],
  // too many decimals
  ['stake of 3 decimals', { ...PLACE, stake: '100.001' }, 400, ...STAKE_FORMAT],
  ['fractional period', { ...PLACE, periodSeconds: 30.5 }, 400, ...PERIOD_OFFERED],
  // huge
  ['huge stake', { ...PLACE, stake: '999999999999' }, 422, ...MAX_30S],
  [
    'stake longer than any amount',
    { ...PLACE, stake: '99999999999999999999' },
    400,
    'Stake must be at most 16 characters',
    'Einsatz darf höchstens 16 Zeichen lang sein',
  ],
  ['huge period', { ...PLACE, periodSeconds: 1e12 }, 400, ...PERIOD_OFFERED],
  // unknown symbol
  ['unknown symbol', { ...PLACE, symbol: 'NOPEUSDT' }, 404, ...SYMBOL_OFFERED],
  ['lower-case symbol', { ...PLACE, symbol: 'btcusdt' }, 400, ...SYMBOL_OFFERED],
  ['a perpetual', { ...PLACE, symbol: 'BTCUSDT-PERP' }, 400, ...SYMBOL_OFFERED],
  // the cycle's own
  [
    'unknown period',
    { ...PLACE, periodSeconds: 45 },
    400,
    'Please choose one of the periods offered',
    'Bitte wählen Sie eine der angebotenen Laufzeiten',
  ],
  ['stake below the minimum', { ...PLACE, stake: '9.99' }, 422, 'The minimum stake is 10.00 USDT', 'Der Mindesteinsatz beträgt 10.00 USDT'],
  ['stake above the maximum of 30 s', { ...PLACE, stake: '5000.01' }, 422, ...MAX_30S],
  [
    'stake above the maximum of 300 s',
    { ...PLACE, periodSeconds: 300, stake: '50000.01' },
    422,
    'The maximum stake is 50000.00 USDT',
    'Der Höchsteinsatz beträgt 50000.00 USDT',
  ],
  ['unknown category', { ...PLACE, category: 'forex' }, 400, ...OPTIONS('Category', 'Kategorie')],
  ['a commodity as crypto', { ...PLACE, symbol: 'XAUUSDT' }, 400, ...NOT_OF_CATEGORY],
  ['a crypto pair as a commodity', { ...PLACE, category: 'commodities' }, 400, ...NOT_OF_CATEGORY],
  ['stake above the balance', { ...PLACE, stake: '1000.00' }, 422, 'Insufficient available balance', 'Unzureichendes verfügbares Guthaben'],
  [
    'stake that fits but not with its fee',
    { ...PLACE, stake: '500.00' },
    422,
    'Insufficient available balance',
    'Unzureichendes verfügbares Guthaben',
  ],
];
