/**
 * Every identity write route refuses bad input with a clear, translated 4xx and changes nothing (docs/api.md
 * user/identity/*): the eight classes (wrong type, missing, zero, negative, NaN, too many decimals, huge, unknown) on the
 * fields of Basic and Advanced, plus what is identity's own — a name or an ID number not in the published format, an
 * image that is not the user's own upload (another user's, an unknown name, any other url, the same image twice).
 * "Nothing" is every submission and the users' rows (level, review, credit score).
 */
import { beforeEach, describe, it } from 'vitest';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { identitySnapshot, useIdentity, VALID_BASIC } from './identity-fixture';

const B = VALID_BASIC;
const REQUIRED = (en: string, de: string) => [`${en} is required`, `${de} ist erforderlich`] as const;
const NAME_FORMAT = [
  'Enter your full name as on your ID: 2–64 letters, starting with a letter',
  'Geben Sie Ihren Namen wie auf dem Ausweis ein: 2–64 Buchstaben, beginnend mit einem Buchstaben',
] as const;
const NUMBER_FORMAT = [
  'This ID number does not match the format of the chosen ID type and country',
  'Diese Ausweisnummer passt nicht zum Format der gewählten Ausweisart und des Landes',
] as const;
const ID_TYPE_OPTIONS = ['ID type must be one of the options offered', 'Ausweisart muss eine der angebotenen Optionen sein'] as const;
const EXTRA = ['The request contains information that is not allowed', 'Die Anfrage enthält Angaben, die nicht zulässig sind'] as const;
const NOT_OWN = [
  'Please upload the ID front, the ID back and the photo of you holding your ID from this account, each a different image',
  'Bitte laden Sie Ausweis Vorderseite, Ausweis Rückseite und das Foto von Ihnen mit dem Ausweis von diesem Konto hoch, jeweils ein anderes Bild',
] as const;

const BASIC_REFUSALS: Refusal[] = [
  // wrong type
  ['name as a number', { ...B, name: 5 }, 400, 'Full name must be text', 'Vollständiger Name muss ein Text sein'],
  ['idNumber as a number', { ...B, idNumber: 12345678 }, 400, 'ID number must be text', 'Ausweisnummer muss ein Text sein'],
  ['idType as a number', { ...B, idType: 1 }, 400, ...ID_TYPE_OPTIONS],
  ['an extra field', { ...B, level: 'advanced' }, 400, ...EXTRA],
  // missing
  ['empty body', {}, 400, ...REQUIRED('Full name', 'Vollständiger Name')],
  ['missing idNumber', { ...B, idNumber: undefined }, 400, ...REQUIRED('ID number', 'Ausweisnummer')],
  ['missing country', { ...B, country: undefined }, 400, ...REQUIRED('Issuing country', 'Ausstellungsland')],
  ['empty name', { ...B, name: '' }, 400, ...REQUIRED('Full name', 'Vollständiger Name')],
  // zero
  ['zero as the ID number', { ...B, idNumber: '0' }, 400, ...NUMBER_FORMAT],
  // negative
  ['a negative ID number', { ...B, idNumber: '-12345678' }, 400, ...NUMBER_FORMAT],
  // NaN
  ['NaN as the ID number', { ...B, idNumber: 'NaN' }, 400, ...NUMBER_FORMAT],
  // too many decimals
  ['a decimal ID number', { ...B, idNumber: '1234.5678' }, 400, ...NUMBER_FORMAT],
  // huge
  [
    'a name of 65 characters',
    { ...B, name: 'A'.repeat(65) },
    400,
    'Full name must be at most 64 characters',
    'Vollständiger Name darf höchstens 64 Zeichen lang sein',
  ],
  [
    'an ID number of 33 characters',
    { ...B, idNumber: '1'.repeat(33) },
    400,
    'ID number must be at most 32 characters',
    'Ausweisnummer darf höchstens 32 Zeichen lang sein',
  ],
  // unknown
  ['an unknown ID type', { ...B, idType: 'visa' }, 400, ...ID_TYPE_OPTIONS],
  ['an unknown country code', { ...B, country: 'G1' }, 400, 'Issuing country is not valid', 'Ausstellungsland ist ungültig'],
  // identity's own formats
  ['a name of digits', { ...B, name: '12345' }, 400, ...NAME_FORMAT],
  ['a name with markup', { ...B, name: 'Alice <b>' }, 400, ...NAME_FORMAT],
  ['a one-letter name', { ...B, name: 'A' }, 400, ...NAME_FORMAT],
  ['a Chinese ID card of 17 digits', { ...B, idType: 'nationalId', country: 'CN', idNumber: '11010519491231002' }, 400, ...NUMBER_FORMAT],
  ['a Turkish ID starting with 0', { ...B, idType: 'nationalId', country: 'TR', idNumber: '01234567890' }, 400, ...NUMBER_FORMAT],
  ['a passport of 10 characters', { ...B, idNumber: 'E123456789' }, 400, ...NUMBER_FORMAT],
];

describe('identity routes refuse bad input and change nothing', () => {
  const f = useIdentity();
  const snapshot = () => identitySnapshot(f().ctx);
  beforeEach(async () => f().bindPhone(f().alice));

  it('user/identity/basic', async () => {
    await expectRefusals(f().api, 'user/identity/basic', BASIC_REFUSALS, f().alice.token, snapshot);
  });

  it('user/identity/advanced', async () => {
    const { ctx, alice, bob } = f();
    await ctx.db.updateTable('users').set({ kyc_status: 'basic' }).where('id', '=', alice.userId).execute();
    const own = { frontUrl: await f().upload(alice), backUrl: await f().upload(alice), holdingUrl: await f().upload(alice) };
    const bobs = await f().upload(bob);
    const refusals: Refusal[] = [
      // wrong type
      ['frontUrl as a number', { ...own, frontUrl: 1 }, 400, 'ID front must be text', 'Ausweis Vorderseite muss ein Text sein'],
      ['an extra field', { ...own, selfieUrl: own.frontUrl }, 400, ...EXTRA],
      // missing
      ['empty body', {}, 400, ...REQUIRED('ID front', 'Ausweis Vorderseite')],
      [
        'missing holdingUrl',
        { ...own, holdingUrl: undefined },
        400,
        ...REQUIRED('Photo of you holding your ID', 'Foto von Ihnen mit dem Ausweis'),
      ],
      ['an empty backUrl', { ...own, backUrl: '' }, 400, ...REQUIRED('ID back', 'Ausweis Rückseite')],
      // zero, negative, NaN, decimals: none is an upload url
      ['zero', { ...own, frontUrl: '0' }, 400, ...NOT_OWN],
      ['negative', { ...own, frontUrl: '-1' }, 400, ...NOT_OWN],
      ['NaN', { ...own, frontUrl: 'NaN' }, 400, ...NOT_OWN],
      ['a decimal', { ...own, frontUrl: '1.5' }, 400, ...NOT_OWN],
      // huge
      [
        'a url of 201 characters',
        { ...own, frontUrl: `/api/uploads/${'a'.repeat(188)}` },
        400,
        'ID front must be at most 200 characters',
        'Ausweis Vorderseite darf höchstens 200 Zeichen lang sein',
      ],
      // unknown
      [
        'an upload that does not exist',
        { ...own, frontUrl: own.frontUrl.replace(/^\/api\/uploads\/./, '/api/uploads/0') },
        400,
        ...NOT_OWN,
      ],
      ['an image on another site', { ...own, frontUrl: 'https://example.com/id.png' }, 400, ...NOT_OWN],
      ['a path out of the uploads', { ...own, frontUrl: '/api/uploads/../exchange.db' }, 400, ...NOT_OWN],
      // identity's own
      ["another user's upload (IDOR)", { ...own, backUrl: bobs }, 400, ...NOT_OWN],
      ['the same image twice', { ...own, holdingUrl: own.frontUrl }, 400, ...NOT_OWN],
    ];
    await expectRefusals(f().api, 'user/identity/advanced', refusals, alice.token, snapshot);
  });
});
