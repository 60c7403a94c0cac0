import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirectTarget } from '../../../src/state/session/signInRedirect';

describe('login redirect paths', () => {
  it('carries the intended page, query included', () => {
    expect(loginPath('/mine/identity?step=2')).toBe('/login?redirect=%2Fmine%2Fidentity%3Fstep%3D2');
  });

  it.each([
    ['/mine/identity?step=2', '/mine/identity?step=2'],
    [null, '/home'],
    ['', '/home'],
    ['https://evil.example/x', '/home'],
    ['//evil.example/x', '/home'],
    ['/\\evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
  ])('safeRedirectTarget(%s) -> %s', (param, expected) => {
    expect(safeRedirectTarget(param)).toBe(expected);
  });
});
