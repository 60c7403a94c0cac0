/** The published fiat currencies (docs/wallet.md "Fiat withdrawals"), apart from the schemas so the client may import them. */
export const FIAT_CURRENCIES = ['USD', 'EUR', 'HKD', 'CNY', 'JPY', 'KRW', 'TRY'] as const;
export type FiatCode = (typeof FIAT_CURRENCIES)[number];
