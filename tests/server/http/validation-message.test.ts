/** Validation messages for the contract's real schemas, unions included. */
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterReq, SendEmailReq } from '@contract/account';
import { TransferReq } from '@contract/assets';
import { CancelOrderReq, OrderListReq, PlaceOrderReq } from '@contract/spot';
import type { AppContext } from '../../../server/context';
import { createServer } from '../../../server/http/app';
import { post } from '../../../server/http/route';

const SCHEMAS: Record<string, TSchema> = {
  register: RegisterReq,
  email: SendEmailReq,
  transfer: TransferReq,
  place: PlaceOrderReq,
  cancel: CancelOrderReq,
  list: OrderListReq,
};
let app: FastifyInstance;

beforeAll(async () => {
  app = createServer();
  for (const [path, body] of Object.entries(SCHEMAS)) post(app, {} as AppContext, path, { body }, async () => 'ok');
  await app.ready();
});
afterAll(() => app.close());

const msg = async (path: string, body: unknown, locale = 'en_us') => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/xb/v1/${path}`,
    headers: { 'content-type': 'application/json', locale },
    payload: JSON.stringify(body),
  });
  return (res.json() as { msg: string }).msg;
};

const email = { kind: 'email', email: 'a@b.co', password: 'abc123', repeatPassword: 'abc123', code: '123456', agreement: true };
const phone = { kind: 'phone', phone: '5551234', password: 'abc123', repeatPassword: 'abc123', code: '123456', agreement: true };

describe('validation messages', () => {
  it('accepts valid bodies of both union branches', async () => {
    expect(await msg('register', email)).toBe('');
    expect(await msg('register', { ...phone, countryCode: '44' })).toBe('');
  });

  it.each([
    [{ ...email, email: 'not-mail' }, 'Please enter a valid e-mail address'],
    [{ ...phone, phone: '12' }, 'The phone number must be 4 to 15 digits'],
    [{ ...phone, countryCode: '12345' }, 'The country code must be 1 to 4 digits'],
    [{ ...email, code: '12345' }, 'The verification code must be 6 digits'],
    [{ ...email, password: 'abcdef' }, 'The password must be 6-20 characters and contain both letters and digits'],
    [{ ...email, password: 'a1' }, 'The password must be 6-20 characters and contain both letters and digits'],
    [{ ...email, agreement: false }, 'Please read and accept the user agreement'],
    [(({ agreement: _, ...rest }) => rest)(email), 'Please read and accept the user agreement'],
    [{ ...email, kind: 'fax' }, 'Account type must be one of the options offered'],
    [{ ...email, phone: '5551234' }, 'The request contains information that is not allowed'],
    [(({ email: _, ...rest }) => rest)(email), 'E-mail is required'],
  ])('register %j -> %s', async (body, expected) => {
    expect(await msg('register', body)).toBe(expected);
  });

  it.each([
    ['email', { email: 'a@b.co', purpose: 'spam' }, 'Verification code type must be one of the options offered'],
    [
      'transfer',
      { asset: 'USDT', amount: '-1', from: 'spot', to: 'contract', clientId: 'abcdefgh' },
      'Amount must be a number greater than zero',
    ],
    [
      'transfer',
      { asset: 'USDT', amount: '1', from: 'savings', to: 'contract', clientId: 'abcdefgh' },
      'From must be one of the options offered',
    ],
    [
      'transfer',
      { asset: 'usdt', amount: '1', from: 'spot', to: 'contract', clientId: 'abcdefgh' },
      'Please choose a coin listed on the exchange',
    ],
    [
      'transfer',
      { asset: 'USDT', amount: '1', from: 'spot', to: 'contract', clientId: 'short' },
      'This request could not be identified, please try again',
    ],
    [
      'place',
      { symbol: 'btc', side: 'buy', type: 'limit', clientOrderId: 'abcdefgh' },
      'Please choose a trading pair listed on the exchange',
    ],
    [
      'place',
      { symbol: 'BTCUSDT', side: 'buy', type: 'limit', quantity: 'abc', clientOrderId: 'abcdefgh' },
      'Quantity must be a number greater than zero',
    ],
    [
      'place',
      { symbol: 'BTCUSDT', side: 'hold', type: 'limit', clientOrderId: 'abcdefgh' },
      'Order side must be one of the options offered',
    ],
    ['register', { ...email, inviteCode: 'x'.repeat(17) }, 'Invite code must be at most 16 characters'],
    ['cancel', { orderId: '12a' }, 'Order number must contain digits only'],
    ['list', { page: 0 }, 'Page must be at least 1'],
    ['list', { size: 101 }, 'Page size must be at most 100'],
    ['list', { page: '1' }, 'Page must be a whole number'],
  ])('%s %j -> %s', async (path, body, expected) => {
    expect(await msg(path, body)).toBe(expected);
  });

  it('translates the sentence and the field label', async () => {
    expect(await msg('register', { ...email, email: 'x' }, 'zh_cn')).toBe('请输入有效的邮箱地址');
    expect(await msg('register', { ...email, email: 'x' }, 'jp')).toBe('有効なメールアドレスを入力してください');
    expect(await msg('place', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', quantity: '-1', clientOrderId: 'abcdefgh' }, 'de')).toBe(
      'Menge muss eine Zahl größer als null sein',
    );
    expect(await msg('place', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', clientOrderId: 'abcdefgh', extra: 1 }, 'fr')).toBe(
      'La requête contient des informations non autorisées',
    );
    expect(await msg('list', { size: 0 }, 'zh_hk')).toBe('每頁條數不能小於 1');
    expect(await msg('register', { ...email, agreement: false }, 'kr')).toBe('이용 약관을 읽고 동의해 주세요');
  });
});
