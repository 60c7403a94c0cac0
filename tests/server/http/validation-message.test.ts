/** Validation messages for the contract's real schemas, unions included. */
import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterReq, SendEmailReq } from '../../../contract/account';
import { TransferReq } from '../../../contract/assets';
import { CancelOrderReq, OrderListReq, PlaceOrderReq } from '../../../contract/spot';
import type { AppContext } from '../../../server/context';
import { createServer } from '../../../server/http/app';
import { post } from '../../../server/http/route';

const SCHEMAS: Record<string, TSchema> = { register: RegisterReq, email: SendEmailReq, transfer: TransferReq, place: PlaceOrderReq, cancel: CancelOrderReq, list: OrderListReq };
let app: FastifyInstance;

beforeAll(async () => {
  app = createServer();
  for (const [path, body] of Object.entries(SCHEMAS)) post(app, {} as AppContext, path, { body }, async () => 'ok');
  await app.ready();
});
afterAll(() => app.close());

const msg = async (path: string, body: unknown, locale = 'en_us') => {
  const res = await app.inject({ method: 'POST', url: `/api/xb/v1/${path}`, headers: { 'content-type': 'application/json', locale }, payload: JSON.stringify(body) });
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
    [{ ...email, email: 'not-mail' }, 'email: must be a valid e-mail address'],
    [{ ...phone, phone: '12' }, 'phone: must be 4 to 15 digits'],
    [{ ...phone, countryCode: '12345' }, 'countryCode: must be 1 to 4 digits'],
    [{ ...email, code: '12345' }, 'code: must be 6 digits'],
    [{ ...email, password: 'abcdef' }, 'The password must be 6-20 characters and contain both letters and digits'],
    [{ ...email, password: 'a1' }, 'The password must be 6-20 characters and contain both letters and digits'],
    [{ ...email, agreement: false }, 'Please read and accept the user agreement'],
    [(({ agreement, ...rest }) => rest)(email), 'Please read and accept the user agreement'],
    [{ ...email, kind: 'fax' }, 'kind: must be one of: email, phone'],
    [{ ...email, phone: '5551234' }, 'phone: is not an allowed field'],
    [(({ email: _, ...rest }) => rest)(email), 'email: is required'],
  ])('register %j -> %s', async (body, expected) => {
    expect(await msg('register', body)).toBe(expected);
  });

  it.each([
    ['email', { email: 'a@b.co', purpose: 'spam' }, 'purpose: must be one of: register, retrieve'],
    ['transfer', { asset: 'USDT', amount: '-1', from: 'spot', to: 'contract', clientId: 'abcdefgh' }, 'amount: must be a positive decimal number'],
    ['transfer', { asset: 'USDT', amount: '1', from: 'savings', to: 'contract', clientId: 'abcdefgh' }, 'from: must be one of: spot, contract'],
    ['transfer', { asset: 'usdt', amount: '1', from: 'spot', to: 'contract', clientId: 'abcdefgh' }, 'asset: must be an asset code such as BTC'],
    ['transfer', { asset: 'USDT', amount: '1', from: 'spot', to: 'contract', clientId: 'short' }, 'clientId: must be 8 to 64 letters, digits, _ or -'],
    ['place', { symbol: 'btc', side: 'buy', type: 'limit', clientOrderId: 'abcdefgh' }, 'symbol: must be a trading pair such as BTCUSDT'],
    ['cancel', { orderId: '12a' }, 'orderId: must contain digits only'],
    ['list', { page: 0 }, 'page: must be at least 1'],
    ['list', { size: 101 }, 'size: must be at most 100'],
    ['list', { page: '1' }, 'page: must be a whole number'],
  ])('%s %j -> %s', async (path, body, expected) => {
    expect(await msg(path, body)).toBe(expected);
  });

  it('translates the reason and keeps the field name', async () => {
    expect(await msg('register', { ...email, email: 'x' }, 'zh_cn')).toBe('email：必须是有效的邮箱地址');
    expect(await msg('register', { ...email, email: 'x' }, 'jp')).toBe('email は有効なメールアドレスで入力してください');
    expect(await msg('register', { ...email, agreement: false }, 'kr')).toBe('이용 약관을 읽고 동의해 주세요');
  });
});
