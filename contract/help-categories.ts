/* Plain published values, apart from the schemas so the client imports them without the validation library (tests/api/bundle.test.ts). */
/** The help centre's categories, in the order the screen shows them (docs/help-and-tickets.md). */
export const HELP_CATEGORIES = ['deposits', 'withdrawals', 'kyc', 'trading', 'futures', 'cycle', 'lockMining', 'security', 'fees'] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];
