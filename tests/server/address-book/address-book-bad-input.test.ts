/**
 * The address book's write routes refuse bad input with a clear, translated 4xx and change nothing
 * (docs/addresses-and-team.md): add across the eight classes (wrong type, missing, zero, negative, NaN, decimals, huge,
 * unknown), a one-character-wrong address (checksum), an address of another network, a coin not on the network, a
 * duplicate; delete with a malformed id and with another user's id (404, never revealed). "Nothing" is every row of
 * saved_addresses.
 */
import { beforeEach, describe, it } from 'vitest';
import { useTestContext } from '../helpers/backends';
import { testApi, type TestApi } from '../helpers/http';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { registerUser, type TestUser } from '../helpers/users';

/** the USDT contract on TRON (valid base58check); the typo changes its last character, so only the checksum notices */
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const TRON_TYPO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const A = { asset: 'USDT', network: 'TRC20', address: TRON, remark: 'Cold wallet' };

const NOT_TRON = ['The address is not a valid TRON (TRC20) address', 'Die Adresse ist keine gültige TRON (TRC20)-Adresse'] as const;
const LETTERS_DIGITS = [
  'Withdrawal address may contain only letters and digits',
  'Auszahlungsadresse darf nur Buchstaben und Ziffern enthalten',
] as const;
const NOT_ON_NETWORK = [
  'This coin cannot be sent on the chosen network; please choose one of the networks offered',
  'Dieser Coin kann nicht über das gewählte Netzwerk gesendet werden; bitte wählen Sie eines der angebotenen Netzwerke',
] as const;
const NOT_FOUND = ['Address not found', 'Adresse nicht gefunden'] as const;

const ADD_REFUSALS: Refusal[] = [
  // wrong type
  ['address as a number', { ...A, address: 5 }, 400, 'Withdrawal address must be text', 'Auszahlungsadresse muss ein Text sein'],
  ['remark as a number', { ...A, remark: 5 }, 400, 'Remark must be text', 'Notiz muss ein Text sein'],
  // missing
  ['empty body', {}, 400, 'Coin is required', 'Coin ist erforderlich'],
  ['missing address', { ...A, address: undefined }, 400, 'Withdrawal address is required', 'Auszahlungsadresse ist erforderlich'],
  // zero
  ['empty address', { ...A, address: '' }, 400, ...LETTERS_DIGITS],
  ['address "0"', { ...A, address: '0' }, 400, ...NOT_TRON],
  // negative
  ['a minus sign', { ...A, address: `-${TRON}` }, 400, ...LETTERS_DIGITS],
  // NaN
  ['NaN', { ...A, address: 'NaN' }, 400, ...NOT_TRON],
  // decimals
  ['a decimal point', { ...A, address: '1.5' }, 400, ...LETTERS_DIGITS],
  // huge
  [
    'address of 101 characters',
    { ...A, address: 'T'.repeat(101) },
    400,
    'Withdrawal address must be at most 100 characters',
    'Auszahlungsadresse darf höchstens 100 Zeichen lang sein',
  ],
  [
    'remark of 41 characters',
    { ...A, remark: 'x'.repeat(41) },
    400,
    'Remark must be at most 40 characters',
    'Notiz darf höchstens 40 Zeichen lang sein',
  ],
  ['remark with a line break', { ...A, remark: 'a\nb' }, 400, 'Remark is not valid', 'Notiz ist ungültig'],
  // unknown
  [
    'unknown network',
    { ...A, network: 'SOL' },
    400,
    'Network must be one of the options offered',
    'Netzwerk muss eine der angebotenen Optionen sein',
  ],
  ['unknown coin', { ...A, asset: 'DOGE' }, 400, ...NOT_ON_NETWORK],
  [
    'an extra field',
    { ...A, userId: 1 },
    400,
    'The request contains information that is not allowed',
    'Die Anfrage enthält Angaben, die nicht zulässig sind',
  ],
  // the address book's own
  ['a one-character-wrong address (checksum)', { ...A, address: TRON_TYPO }, 400, ...NOT_TRON],
  ['an Ethereum address on TRC20', { ...A, address: EVM }, 400, ...NOT_TRON],
  ['ETH on TRC20 (a coin not on the network)', { ...A, asset: 'ETH' }, 400, ...NOT_ON_NETWORK],
  [
    'the same address again',
    { ...A, remark: 'again' },
    409,
    'This address is already in your address book',
    'Diese Adresse ist bereits in Ihrem Adressbuch',
  ],
  [
    'the same EVM address in another letter case',
    { asset: 'USDT', network: 'ERC20', address: EVM.toLowerCase() },
    409,
    'This address is already in your address book',
    'Diese Adresse ist bereits in Ihrem Adressbuch',
  ],
];

describe('address book routes refuse bad input and change nothing', () => {
  const ctx = useTestContext('sqlite');
  let api: TestApi, alice: TestUser, bobsId: string;

  beforeEach(async () => {
    api = await testApi(ctx());
    alice = await registerUser(ctx());
    const bob = await registerUser(ctx());
    await api.call('user/address/add', A, { token: alice.token });
    await api.call('user/address/add', { asset: 'USDT', network: 'ERC20', address: EVM }, { token: alice.token });
    bobsId = (await api.call<{ id: string }>('user/address/add', A, { token: bob.token })).data.id;
  });

  const snapshot = () => ctx().db.selectFrom('saved_addresses').selectAll().orderBy('id').execute();
  const refuses = (path: string, cases: Refusal[]) => expectRefusals(api, path, cases, alice.token, snapshot);

  it('user/address/add', () => refuses('user/address/add', ADD_REFUSALS));

  it("user/address/delete: another user's id, an unknown id, malformed ids", () =>
    refuses('user/address/delete', [
      ["another user's address", { id: bobsId }, 404, ...NOT_FOUND],
      ['an id that does not exist', { id: '999999' }, 404, ...NOT_FOUND],
      ['id zero', { id: '0' }, 400, 'Saved address is not valid', 'Gespeicherte Adresse ist ungültig'],
      ['id as a number', { id: 1 }, 400, 'Saved address must be text', 'Gespeicherte Adresse muss ein Text sein'],
      ['missing id', {}, 400, 'Saved address is required', 'Gespeicherte Adresse ist erforderlich'],
      [
        'id longer than any id',
        { id: '1'.repeat(16) },
        400,
        'Saved address must be at most 15 characters',
        'Gespeicherte Adresse darf höchstens 15 Zeichen lang sein',
      ],
    ]));

  it('user/address/list: unknown network, wrong type, extra field', () =>
    refuses('user/address/list', [
      [
        'unknown network',
        { network: 'SOL' },
        400,
        'Network must be one of the options offered',
        'Netzwerk muss eine der angebotenen Optionen sein',
      ],
      ['coin as a number', { asset: 5 }, 400, 'Coin must be text', 'Coin muss ein Text sein'],
      [
        'an extra field',
        { userId: 1 },
        400,
        'The request contains information that is not allowed',
        'Die Anfrage enthält Angaben, die nicht zulässig sind',
      ],
    ]));
});
