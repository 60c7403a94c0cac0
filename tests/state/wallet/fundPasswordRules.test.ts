import { describe, expect, it } from 'vitest';
import { checkFundPassword } from '../../../src/state/wallet';

describe('checkFundPassword', () => {
  it.each<[string, string, string, string | null]>([
    ['abc123', 'abc123', '123456', null],
    ['', '', '', 'passwordEmpty'],
    ['abc12', 'abc12', '123456', 'passwordRule'],
    ['a'.repeat(21), 'a'.repeat(21), '123456', 'passwordRule'],
    ['abc 123', 'abc 123', '123456', 'passwordRule'],
    ['abc123', '', '123456', 'confirmEmpty'],
    ['abc123', 'abc124', '123456', 'mismatch'],
    ['abc123', 'abc123', '', 'codeEmpty'],
    ['abc123', 'abc123', '12345', 'codeInvalid'],
    ['Abcdef', 'Abcdef', '000000', null],
  ])('%j / %j / code %j → %s', (password, confirmPassword, code, expected) => {
    expect(checkFundPassword({ password, confirmPassword, code })).toBe(expected);
  });
});
