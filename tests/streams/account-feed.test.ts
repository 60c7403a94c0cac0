import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@contract/account';
import type { Push } from '@contract/ws';
import { parseFrame } from '../../src/streams/parse-message';
import { createPrivateFeeds } from '../../src/streams/private-feeds';
import { marbles } from '../helpers/marbles';
import { fakeFeedContext } from './helpers/fake-socket';

const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  id: 7,
  email: 'alice@example.com',
  phone: null,
  countryCode: null,
  inviteCode: 'ABCD1234',
  creditScore: 100,
  kycStatus: 'pending',
  kycLevel: 'none',
  isDemo: false,
  hasFundPassword: false,
  ...over,
});
const kindOf = (data: unknown) => {
  const parsed = parseFrame(JSON.stringify({ ch: 'account', type: 'update', seq: 1, ts: 2, data }));
  return parsed.kind === 'drop' ? parsed.reason : parsed.kind;
};

describe('account channel', () => {
  it.each<[string, unknown, string]>([
    ['a UserInfo', user(), 'push'],
    ['a rejected submission', user({ kycStatus: 'rejected' }), 'push'],
    ['a list', [user()], 'bad-shape'],
    ['an unknown KYC status', user({ kycStatus: 'gold' as never }), 'bad-shape'],
    ['a credit score as text', { ...user(), creditScore: '110' }, 'bad-shape'],
  ])('%s → %s', (_name, data, expected) => {
    expect(kindOf(data)).toBe(expected);
  });
});

describe('account feed', () => {
  it('is null signed out, then the whole UserInfo of every push while signed in, and null again after sign-out', () => {
    const approved = user({ kycStatus: 'basic', kycLevel: 'basic', creditScore: 110 });
    const joined = marbles(({ hot, animate, expectObservable }) => {
      animate('             -x---x---x---x---x');
      const token$ = hot('  n---t---------n--', { n: null, t: 'token-1' });
      const pushes = hot('  ------a-----b----', {
        a: { ch: 'account', type: 'snapshot', seq: 0, ts: 0, data: user() } satisfies Push,
        b: { ch: 'account', type: 'update', seq: 0, ts: 0, data: approved } satisfies Push,
      });
      const { ctx, joined } = fakeFeedContext({ account: pushes });
      expectObservable(createPrivateFeeds(ctx, token$).account$).toBe('-n-------a---b---n', { n: null, a: user(), b: approved });
      return joined;
    });
    expect(joined).toEqual(['account']);
  });
});
