/**
 * The address book's journey on both backends (docs/addresses-and-team.md): add (remark trimmed, EVM kept as typed), list
 * newest first and narrowed by coin and network, delete the own entry, and the 50-address limit (the 51st refused with
 * nothing saved, then accepted once one is deleted).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_LIMIT, type SavedAddress } from '@contract/address-book';
import { BACKENDS, useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { registerUser, type TestUser } from '../helpers/users';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BTC = '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2';
/** distinct valid lower-case EVM addresses (no checksum in lower case): 0x + 40 hex */
const evmAddress = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

describe.each(BACKENDS)('address book on $name', ({ name }) => {
  const ctx = useTestContext(name);
  let api: TestApi, alice: TestUser;

  beforeEach(async () => {
    api = await testApi(ctx());
    alice = await registerUser(ctx());
  });

  const add = (body: Record<string, unknown>) => api.call<SavedAddress>('user/address/add', body, { token: alice.token });
  const list = async (body = {}) => (await api.call<SavedAddress[]>('user/address/list', body, { token: alice.token })).data;

  it('adds, lists newest first and by coin and network, and deletes the own entry', async () => {
    const tron = await add({ asset: 'USDT', network: 'TRC20', address: TRON, remark: '  Cold wallet  ' });
    expect(tron.status).toBe(200);
    expect(tron.data).toMatchObject({ asset: 'USDT', network: 'TRC20', address: TRON, remark: 'Cold wallet' });
    await add({ asset: 'ETH', network: 'ERC20', address: EVM });
    await add({ asset: 'BTC', network: 'BTC', address: BTC, remark: 'Ledger' });

    expect((await list()).map((a) => a.asset)).toEqual(['BTC', 'ETH', 'USDT']);
    expect(await list({ asset: 'ETH' })).toEqual([expect.objectContaining({ address: EVM, remark: '' })]);
    expect(await list({ asset: 'USDT', network: 'ERC20' })).toEqual([]);

    const deleted = await api.call('user/address/delete', { id: tron.data.id }, { token: alice.token });
    expect([deleted.status, deleted.data]).toEqual([200, null]);
    expect((await list()).map((a) => a.asset)).toEqual(['BTC', 'ETH']);
    const again = await api.call('user/address/delete', { id: tron.data.id }, { token: alice.token });
    expect(again.status).toBe(404);
  });

  it(`keeps at most ${ADDRESS_BOOK_LIMIT} addresses: the next is refused until one is deleted`, async () => {
    for (let n = 1; n <= ADDRESS_BOOK_LIMIT; n++)
      expect((await add({ asset: 'USDT', network: 'ERC20', address: evmAddress(n) })).status).toBe(200);
    const full = await add({ asset: 'USDT', network: 'ERC20', address: evmAddress(999) });
    expect([full.status, full.msg]).toEqual([422, 'Your address book is full (50 addresses); please delete one first']);
    expect(await list()).toHaveLength(ADDRESS_BOOK_LIMIT);

    await api.call('user/address/delete', { id: (await list())[0]!.id }, { token: alice.token });
    expect((await add({ asset: 'USDT', network: 'ERC20', address: evmAddress(999) })).status).toBe(200);
  });

  it('shows nobody else the book, and answers 401 without a session', async () => {
    await add({ asset: 'USDT', network: 'TRC20', address: TRON });
    const bob = await registerUser(ctx());
    expect((await api.call('user/address/list', {}, { token: bob.token })).data).toEqual([]);
    for (const path of ['user/address/list', 'user/address/add', 'user/address/delete'])
      expect((await api.call(path, {})).status).toBe(401);
  });
});
