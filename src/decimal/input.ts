/** What a keystroke in an amount field leads to: the new text, or a refusal and why. */
export type DecimalInput = { ok: true; text: string } | { ok: false; reason: 'decimals' | 'format' };

/** The contract's Decimal allows 18 integer digits; more could never be sent. */
const MAX_INT_DIGITS = 18;

/**
 * Reads what the user typed into a price or amount field. A comma counts as the decimal point
 * (German, French and Turkish keyboards offer it), a leading point gets its zero, and a value with
 * more decimals than the coin allows is refused so the field keeps its previous text.
 */
export function readDecimalInput(raw: string, decimals: number): DecimalInput {
  const text = raw.replace(/\s/g, '').replace(',', '.');
  if (text === '') return { ok: true, text };
  if (!/^\d*\.?\d*$/.test(text) || text === '.') return text === '.' ? { ok: true, text: '0.' } : { ok: false, reason: 'format' };
  const [int = '', frac] = text.split('.');
  if (int.length > MAX_INT_DIGITS) return { ok: false, reason: 'format' };
  if (frac !== undefined && (decimals === 0 || frac.length > decimals)) return { ok: false, reason: 'decimals' };
  return { ok: true, text: text.startsWith('.') ? `0${text}` : text };
}
