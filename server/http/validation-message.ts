/**
 * Turns ajv's body validation errors into one translated sentence for the user that names the
 * field as the screen labels it ("Quantity must be a number greater than zero", "Please choose a
 * trading pair listed on the exchange"), never the body field's own name: labels are
 * server.field.<name>, sentences server.reason.<reason> in locales/<lang>/server.json.
 */
import { CountryCode, Email, FundPassword, FundPasswordSetReq, Password, PhoneNumber, VerifyCode } from '@contract/account';
import { AddressDeleteReq } from '@contract/address-book';
import { AssetRecordsReq } from '@contract/assets';
import { BookSymbol, CoinRef } from '@contract/market';
import { Lots, PerpSymbol } from '@contract/futures';
import { Asset, ClientId, Decimal, Symbol as SymbolSchema } from '@contract/primitives';
import { ContentByCodeReq, ContentListReq } from '@contract/content';
import { TicketIdReq } from '@contract/tickets';
import { CycleOrderIdReq, CycleTicksReq, PlaceCycleOrderReq, Stake } from '@contract/cycle';
import { LockListReq, LockOrderIdReq, LockRedeemReq, LockSubscribeReq } from '@contract/lock';
import { ConvertQuoteReq, WithdrawAddress } from '@contract/wallet';
import { BankCode, CardNumber, CardText } from '@contract/fiat';
import { translate, translateError } from '../i18n/translate';
import { chooseBranch, joinField, pointerToField, type AjvError } from './validation-branch';

export type { AjvError } from './validation-branch';

/** Contract patterns and how to explain them (reason keys under server.reason). */
const PATTERN_REASONS = new Map<unknown, string>([
  [Decimal.pattern, 'decimal'],
  [FundPassword.pattern, 'fundPassword'],
  [WithdrawAddress.pattern, 'withdrawAddress'],
  [CardText.pattern, 'cardText'],
  [BankCode.pattern, 'bankCode'],
  [CardNumber.pattern, 'cardNumber'],
  [Email.pattern, 'email'],
  [PhoneNumber.pattern, 'phone'],
  [CountryCode.pattern, 'countryCode'],
  [VerifyCode.pattern, 'verifyCode'],
  [ClientId.pattern, 'clientId'],
  [SymbolSchema.pattern, 'symbol'],
  [BookSymbol.pattern, 'symbol'],
  [PerpSymbol.pattern, 'symbol'],
  [Lots.pattern, 'lots'],
  [Stake.pattern, 'stake'],
  [Asset.pattern, 'coin'],
  [CoinRef.pattern, 'coin'],
  ['^[0-9]{1,20}$', 'digits'],
]);

/**
 * Bodies where a field's name means something other than on the forms (server.field.<name>):
 * content/list's `type` is a category, not an order type; content/detail/by/code's `code` names a
 * document, not a verification code; cycle/order/evidence's `id` is an order number, not an article (ticket/*'s a question); convert/quote's
 * `from` and `to` are coins, not a transfer's accounts; the cycle screen calls its `symbol` a symbol, not a trading pair;
 * asset/records' `kind` is a record's type, not an account's; lock/subscribe's `amount` is the escrow amount and lock/*'s `id` an
 * order number; user/address/delete's `id` is a saved address;
 * user/fund-password/set's two passwords are the fund password's.
 */
const LABEL_NAMES = new Map<unknown, Record<string, string>>([
  [ContentListReq, { type: 'category' }],
  [ContentByCodeReq, { code: 'document' }],
  [CycleOrderIdReq, { id: 'orderId' }],
  [TicketIdReq, { id: 'ticketId' }],
  [ConvertQuoteReq, { from: 'convertFrom', to: 'convertTo' }],
  [PlaceCycleOrderReq, { symbol: 'cycleSymbol' }],
  [CycleTicksReq, { symbol: 'cycleSymbol' }],
  [AssetRecordsReq, { kind: 'recordType' }],
  [LockSubscribeReq, { amount: 'lockAmount' }],
  [LockListReq, { status: 'orderStatus' }],
  [LockOrderIdReq, { id: 'orderId' }],
  [LockRedeemReq, { id: 'orderId' }],
  [AddressDeleteReq, { id: 'savedAddress' }],
  [FundPasswordSetReq, { password: 'fundPassword', confirmPassword: 'confirmFundPassword' }],
]);

/**
 * Fields a user picks from what a screen offers rather than types: any wrong value but a missing one is one sentence
 * (server.<key>), since "Period must be at least 1" describes the request, not the user's choice.
 */
const OFFERED_FIELDS = new Map<unknown, Record<string, string>>([
  [PlaceCycleOrderReq, { periodSeconds: 'cycleUnknownPeriod', symbol: 'cycleUnknownSymbol' }],
  [CycleTicksReq, { symbol: 'cycleUnknownSymbol' }],
  [LockSubscribeReq, { productId: 'lockUnknownProduct' }],
]);

/** The rule of the password a body sets: the fund password's (letters and digits only) or the login password's. */
const passwordRule = (body: unknown, locale: string): string =>
  translate(locale, body === FundPasswordSetReq ? 'reason.fundPassword' : 'passwordRule');

/** The server.field.* label a body field is shown by. */
export function labelNameOf(body: unknown, field: string): string {
  return LABEL_NAMES.get(body)?.[field] ?? field;
}

/** Objects and lists are shapes the app builds, not something a user types: just "not valid". */
const TYPE_REASONS: Record<string, string> = {
  string: 'typeString',
  number: 'typeNumber',
  integer: 'typeInteger',
  boolean: 'typeBoolean',
};

export function describeValidation(errors: readonly AjvError[], schema: unknown, body: unknown, locale: string): string {
  const chosen = chooseBranch(errors, schema, body);
  if (chosen.oneOf !== undefined) return sentence(schema, locale, chosen.oneOf, 'oneOf');
  const error = chosen.errors.find((e) => e.keyword !== 'anyOf' && e.keyword !== 'if') ?? chosen.errors[0];
  if (!error) return translate(locale, 'badRequest');
  const path = pointerToField(error.instancePath);
  const p = error.params;
  // the agreement is a checkbox: whatever is wrong with it, the user must tick it
  if (path === 'agreement') return translate(locale, 'agreementRequired');
  const offered = OFFERED_FIELDS.get(schema)?.[path];
  if (offered && error.keyword !== 'required') return translate(locale, offered);
  switch (error.keyword) {
    case 'required': {
      const name = joinField(path, String(p.missingProperty));
      return name === 'agreement' ? translate(locale, 'agreementRequired') : sentence(schema, locale, name, 'required');
    }
    case 'additionalProperties':
      // the unknown name came from the request: never echo it
      return translate(locale, 'reason.unknownField');
    case 'type':
      return sentence(schema, locale, path, TYPE_REASONS[String(p.type)] ?? 'invalid');
    case 'const':
    case 'enum':
      return sentence(schema, locale, path, 'oneOf');
    case 'pattern':
      if (p.pattern === Password.pattern) return translate(locale, 'passwordRule');
      return sentence(schema, locale, path, PATTERN_REASONS.get(p.pattern) ?? 'invalid');
    case 'minLength':
      if (path === 'password') return passwordRule(schema, locale);
      // at least one character: the field was left empty
      if (Number(p.limit) === 1) return sentence(schema, locale, path, 'required');
      return sentence(schema, locale, path, 'minLength', { limit: Number(p.limit) });
    case 'maxLength':
      if (path === 'password') return passwordRule(schema, locale);
      return sentence(schema, locale, path, 'maxLength', { limit: Number(p.limit) });
    case 'minimum':
    case 'maximum':
      return sentence(schema, locale, path, error.keyword, { limit: Number(p.limit) });
    default:
      return sentence(schema, locale, path, 'invalid');
  }
}

/** One reason about one field, by its label (the body itself, or a field without one: "Invalid request"). */
function sentence(schema: unknown, locale: string, path: string, reason: string, params: Record<string, string | number> = {}): string {
  const name = path.split('.').at(-1) ?? '';
  return translateError(locale, 'invalidField', { ...params, field: labelNameOf(schema, name), reason });
}
