import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../server/accounts/passwords';

describe('password hashing', () => {
  it('stores scrypt parameters, a 16-byte salt and a 64-byte key with the hash', async () => {
    const hash = await hashPassword('secret123');
    const [scheme, n, r, p, salt, key] = hash.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(64);
  });

  it('verifies the right password only, with a new salt every time', async () => {
    const a = await hashPassword('secret123');
    const b = await hashPassword('secret123');
    expect(a).not.toBe(b);
    expect(await verifyPassword('secret123', a)).toBe(true);
    expect(await verifyPassword('secret123', b)).toBe(true);
    expect(await verifyPassword('secret124', a)).toBe(false);
    expect(await verifyPassword('', a)).toBe(false);
  });

  it('answers false for a malformed stored hash', async () => {
    expect(await verifyPassword('secret123', 'plain')).toBe(false);
    expect(await verifyPassword('secret123', 'bcrypt$1$2$3$4$5')).toBe(false);
  });
});
