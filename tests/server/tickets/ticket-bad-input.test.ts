/**
 * ticket/create and ticket/read refuse bad input across the eight classes (wrong type, missing, zero/empty, negative,
 * NaN, too long, huge, unknown) plus another user's upload, an unknown url and an image twice, with a clear translated
 * 400 naming the field as the screen does, and nothing is written.
 */
import { describe, it } from 'vitest';
import { expectRefusals, type Refusal } from '../helpers/refusals';
import { tableOf, useTickets } from './ticket-fixture';

const OK = { title: 'Deposit missing', content: 'Sent an hour ago', images: [] as string[] };
const REQUIRED = (en: string, de: string) => [`${en} is required`, `${de} ist erforderlich`] as const;
const NOT_VALID = (en: string, de: string) => [`${en} is not valid`, `${de} ist ungültig`] as const;
const UNKNOWN = ['The request contains information that is not allowed', 'Die Anfrage enthält Angaben, die nicht zulässig sind'] as const;

describe('ticket write routes refuse bad input and change nothing', () => {
  const f = useTickets();

  it('ticket/create', async () => {
    const cases: Refusal[] = [
      // wrong type
      ['title as a number', { ...OK, title: 5 }, 400, 'Title must be text', 'Titel muss ein Text sein'],
      ['images as a string', { ...OK, images: 'a.png' }, 400, ...NOT_VALID('Images', 'Bilder')],
      ['an extra field', { ...OK, status: 'replied' }, 400, ...UNKNOWN],
      // missing
      ['missing title', { content: 'x', images: [] }, 400, ...REQUIRED('Title', 'Titel')],
      ['missing content', { title: 'x', images: [] }, 400, ...REQUIRED('Content', 'Inhalt')],
      // empty (the "zero" of text)
      ['empty title', { ...OK, title: '' }, 400, ...REQUIRED('Title', 'Titel')],
      ['blank content', { ...OK, content: ' \n ' }, 400, ...REQUIRED('Content', 'Inhalt')],
      // negative / NaN / control characters: text that is not text a user typed
      ['a control character in the title', { ...OK, title: 'a\u0007b' }, 400, ...NOT_VALID('Title', 'Titel')],
      ['NaN as the content', { ...OK, content: Number.NaN }, 400, 'Content must be text', 'Inhalt muss ein Text sein'],
      // too long / huge
      [
        '101-character title',
        { ...OK, title: 'x'.repeat(101) },
        400,
        'Title must be at most 100 characters',
        'Titel darf höchstens 100 Zeichen lang sein',
      ],
      [
        '2001-character content',
        { ...OK, content: 'x'.repeat(2001) },
        400,
        'Content must be at most 2000 characters',
        'Inhalt darf höchstens 2000 Zeichen lang sein',
      ],
      ['four images', { ...OK, images: ['a', 'b', 'c', 'd'] }, 400, ...NOT_VALID('Images', 'Bilder')],
      // unknown / not the user's own
      ['an unknown image url', { ...OK, images: ['/api/uploads/' + 'f'.repeat(32) + '.png'] }, 400, ...NOT_VALID('Images', 'Bilder')],
      ['a url elsewhere', { ...OK, images: ['https://evil.example/a.png'] }, 400, ...NOT_VALID('Images', 'Bilder')],
      ['another user’s image', { ...OK, images: [f.bobImage] }, 400, ...NOT_VALID('Images', 'Bilder')],
      ['one image twice', { ...OK, images: [f.aliceImages[0], f.aliceImages[0]] }, 400, ...NOT_VALID('Images', 'Bilder')],
    ];
    await expectRefusals(f.api, 'ticket/create', cases, f.alice.token, () => tableOf(f));
  });

  it('ticket/read', async () => {
    const cases: Refusal[] = [
      ['id as text', { id: '1' }, 400, 'Question must be a whole number', 'Frage muss eine ganze Zahl sein'],
      ['missing id', {}, 400, 'Question is required', 'Frage ist erforderlich'],
      ['zero id', { id: 0 }, 400, 'Question must be at least 1', 'Frage muss mindestens 1 sein'],
      ['negative id', { id: -1 }, 400, 'Question must be at least 1', 'Frage muss mindestens 1 sein'],
      ['fractional id', { id: 1.5 }, 400, 'Question must be a whole number', 'Frage muss eine ganze Zahl sein'],
      ['huge id', { id: 2 ** 40 }, 400, 'Question must be at most 2147483647', 'Frage darf höchstens 2147483647 sein'],
      ['unknown id', { id: 99 }, 404, 'Question not found', 'Frage nicht gefunden'],
    ];
    await expectRefusals(f.api, 'ticket/read', cases, f.alice.token, () => tableOf(f));
  });
});
