/**
 * The cycle refusals in all 8 languages speak the cycle screen's words: its symbol is a "Symbol" (not the exchange's
 * "Trading pair"), and a period or symbol the screen does not offer is one sentence whatever is wrong with the value
 * ("Please choose one of the periods offered", never "Period must be at least 1"). Spot keeps its trading pair.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CycleTicksReq, PlaceCycleOrderReq } from '@contract/cycle';
import { PlaceOrderReq } from '@contract/spot';
import type { AjvError } from '../../../server/http/validation-message';
import { describeValidation } from '../../../server/http/validation-message';
import { LOCALES, translate } from '../../../server/i18n/translate';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const cycleScreen = (locale: string) =>
  (JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', locale, 'trade.json'), 'utf8')) as { trade: { cycle: CycleScreen } }).trade.cycle;
interface CycleScreen {
  evidence: { symbol: string };
  period: { label: string };
  stake: { label: string };
}

const on = (field: string, keyword: string, params: Record<string, unknown>): AjvError => ({
  keyword,
  instancePath: `/${field}`,
  schemaPath: `#/properties/${field}/${keyword}`,
  params,
});
const missing = (field: string): AjvError => ({
  keyword: 'required',
  instancePath: '',
  schemaPath: '#/required',
  params: { missingProperty: field },
});

const PERIOD_ERRORS: [string, AjvError][] = [
  ['zero or negative', on('periodSeconds', 'minimum', { limit: 1, comparison: '>=' })],
  ['huge', on('periodSeconds', 'maximum', { limit: 86_400, comparison: '<=' })],
  ['not a whole number', on('periodSeconds', 'type', { type: 'integer' })],
];
const SYMBOL_ERRORS: [string, AjvError][] = [
  ['not a symbol', on('symbol', 'pattern', { pattern: String(PlaceCycleOrderReq.properties.symbol.pattern) })],
  ['not text', on('symbol', 'type', { type: 'string' })],
  ['too long', on('symbol', 'maxLength', { limit: 16 })],
];

describe.each(LOCALES)('cycle refusals in %s', (locale) => {
  const screen = cycleScreen(locale);
  const offeredPeriod = translate(locale, 'cycleUnknownPeriod');
  const offeredSymbol = translate(locale, 'cycleUnknownSymbol');

  it('name the fields with the cycle screen’s labels', () => {
    expect(translate(locale, 'field.cycleSymbol')).toBe(screen.evidence.symbol);
    expect(translate(locale, 'field.periodSeconds')).toBe(screen.period.label);
    expect(translate(locale, 'field.stake')).toBe(screen.stake.label);
    for (const body of [PlaceCycleOrderReq, CycleTicksReq])
      expect(describeValidation([missing('symbol')], body, {}, locale)).toBe(
        translate(locale, 'reason.required', { field: screen.evidence.symbol }),
      );
  });

  it.each(PERIOD_ERRORS)('asks for a period offered when it is %s', (_case, error) => {
    expect(describeValidation([error], PlaceCycleOrderReq, {}, locale)).toBe(offeredPeriod);
  });

  it.each(SYMBOL_ERRORS)('asks for a symbol offered when it is %s', (_case, error) => {
    expect(describeValidation([error], PlaceCycleOrderReq, {}, locale)).toBe(offeredSymbol);
    expect(describeValidation([error], CycleTicksReq, {}, locale)).toBe(offeredSymbol);
  });

  it('leaves the spot order’s trading pair as it was', () => {
    expect(describeValidation([missing('symbol')], PlaceOrderReq, {}, locale)).toBe(
      translate(locale, 'reason.required', { field: translate(locale, 'field.symbol') }),
    );
    expect(describeValidation([SYMBOL_ERRORS[0]![1]], PlaceOrderReq, {}, locale)).toBe(translate(locale, 'reason.symbol'));
    expect(offeredSymbol).not.toBe(translate(locale, 'reason.symbol'));
  });
});
