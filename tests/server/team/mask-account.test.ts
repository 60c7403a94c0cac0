import { describe, expect, it } from 'vitest';
import { maskAccount, maskEmail, maskPhone } from '../../../server/team/mask-account';

describe('an invitee account as the inviter sees it', () => {
  it.each([
    ['lucy@example.com', 'lu***@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', '***@example.com'],
  ])('e-mail %s → %s', (email, masked) => expect(maskEmail(email)).toBe(masked));

  it.each([
    ['13812345678', '138****5678'],
    ['4915112345', '491****2345'],
    ['12345678', '12****78'],
  ])('phone %s → %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));

  it('prefers the e-mail, then the phone', () => {
    expect(maskAccount({ email: 'lucy@example.com', phone: '13812345678' })).toBe('lu***@example.com');
    expect(maskAccount({ email: null, phone: '13812345678' })).toBe('138****5678');
  });
});
