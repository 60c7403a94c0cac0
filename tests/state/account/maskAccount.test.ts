import { describe, expect, it } from 'vitest';
import { accountInitials, maskAccount } from '../../../src/state/account';

describe('maskAccount (the team list forms, contract/team.ts)', () => {
  it.each([
    [{ email: 'alice@example.com', phone: '13812345678' }, 'al***@example.com', 'A'],
    [{ email: 'a@x.io', phone: null }, 'a***@x.io', 'A'],
    [{ email: null, phone: '13812345678' }, '138****5678', '78'],
    [{ email: null, phone: '5551234' }, '5****34', '34'],
  ])('%j → %s', (user, masked, initials) => {
    expect(maskAccount(user)).toBe(masked);
    expect(accountInitials(user)).toBe(initials);
  });
});
