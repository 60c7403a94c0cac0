import { describe, expect, it } from 'vitest';
import { draftProblems, fieldProblem } from '../../../src/views/help/questionForm';

describe('the question form’s own checks', () => {
  it.each([
    ['', 10, { key: 'required' }],
    ['   \n ', 10, { key: 'required' }],
    ['ok', 10, null],
    [' 0123456789 ', 10, null],
    ['01234567890', 10, { key: 'tooLong', max: 10 }],
    ['😀'.repeat(10), 10, null],
  ])('%j within %i: %j', (value, max, expected) => {
    expect(fieldProblem(value, max)).toEqual(expected);
  });

  it('checks the title against 100 characters and the content against 2000', () => {
    expect(draftProblems({ title: 'x'.repeat(101), content: 'x'.repeat(2000) })).toEqual({
      title: { key: 'tooLong', max: 100 },
      content: null,
    });
    expect(draftProblems({ title: 'x', content: 'x'.repeat(2001) })).toEqual({ title: null, content: { key: 'tooLong', max: 2000 } });
  });
});
