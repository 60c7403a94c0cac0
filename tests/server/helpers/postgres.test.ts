import { describe, expect, it } from 'vitest';
import { postgresUnavailable } from './postgres';

describe('postgresUnavailable', () => {
  it.each([{}, { CI: '' }, { CI: 'false' }, { CI: '0' }])('skips with the reason outside CI (%j)', (env) => {
    expect(postgresUnavailable('initdb was not found', env)).toEqual({ skip: 'initdb was not found' });
  });

  it.each(['true', 'TRUE', '1'])('fails in CI (CI=%s), so the PostgreSQL half can never silently stop running', (ci) => {
    expect(() => postgresUnavailable('initdb was not found', { CI: ci })).toThrow(
      'PostgreSQL is required when CI=true: initdb was not found',
    );
  });
});
