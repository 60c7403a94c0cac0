import { describe, expect, it } from 'vitest';
import {
  basicIdentityRequest,
  checkAdvancedIdentity,
  checkBasicIdentity,
  kycSummary,
  levelState,
  type BasicIdentityFields,
} from '../../../src/state/identity';
import { identityStatus } from '../../helpers/identity-fixtures';

const status = identityStatus;

describe('kycSummary (docs/identity.md "Levels and states")', () => {
  it.each([
    [{}, { kind: 'none' }],
    [
      { status: 'pending', submissionLevel: 'basic', next: null },
      { kind: 'pending', level: 'basic' },
    ],
    [
      { level: 'basic', status: 'approved', submissionLevel: 'basic', next: 'advanced' },
      { kind: 'certified', level: 'basic' },
    ],
    [
      { level: 'basic', status: 'pending', submissionLevel: 'advanced', next: null },
      { kind: 'pending', level: 'advanced' },
    ],
    [
      { level: 'basic', status: 'rejected', submissionLevel: 'advanced', rejectReason: 'Blurred photo', next: 'advanced' },
      { kind: 'rejected', level: 'advanced', reason: 'Blurred photo' },
    ],
    [
      { level: 'advanced', status: 'approved', submissionLevel: 'advanced', next: null },
      { kind: 'certified', level: 'advanced' },
    ],
  ] as const)('%j → %j', (over, expected) => {
    expect(kycSummary(status(over))).toEqual(expected);
  });
});

describe('levelState', () => {
  it.each([
    [{}, 'open', 'locked'],
    [{ status: 'pending', submissionLevel: 'basic', next: null }, 'pending', 'locked'],
    [{ status: 'rejected', submissionLevel: 'basic', next: 'basic' }, 'open', 'locked'],
    [{ level: 'basic', status: 'approved', submissionLevel: 'basic', next: 'advanced' }, 'done', 'open'],
    [{ level: 'basic', status: 'pending', submissionLevel: 'advanced', next: null }, 'done', 'pending'],
    [{ level: 'advanced', status: 'approved', submissionLevel: 'advanced', next: null }, 'done', 'done'],
  ] as const)('%j → basic %s, advanced %s', (over, basic, advanced) => {
    expect([levelState(status(over), 'basic'), levelState(status(over), 'advanced')]).toEqual([basic, advanced]);
  });
});

describe('checkBasicIdentity: the published formats per ID type and country', () => {
  const fields = (over: Partial<BasicIdentityFields>): BasicIdentityFields => ({
    name: 'Alice Martin',
    idType: 'passport',
    country: 'FR',
    idNumber: 'E12345678',
    ...over,
  });
  it.each([
    [{}, null],
    [{ name: '  ' }, 'nameEmpty'],
    [{ name: 'A' }, 'nameInvalid'],
    [{ name: '1Alice' }, 'nameInvalid'],
    [{ name: '王小明' }, null],
    [{ country: '' }, 'countryEmpty'],
    [{ idNumber: ' ' }, 'idNumberEmpty'],
    [{ idNumber: 'E1234' }, 'idNumberInvalid'],
    [{ idNumber: 'e1234 5678' }, null],
    [{ idType: 'nationalId', country: 'CN', idNumber: '11010519491231002x' }, null],
    [{ idType: 'nationalId', country: 'CN', idNumber: '1101051949123100' }, 'idNumberInvalid'],
    [{ idType: 'nationalId', country: 'TR', idNumber: '12345678901' }, null],
    [{ idType: 'nationalId', country: 'TR', idNumber: '02345678901' }, 'idNumberInvalid'],
    [{ idType: 'drivingLicence', idNumber: 'D1234-5678' }, null],
  ] as const)('%j → %s', (over, problem) => {
    expect(checkBasicIdentity(fields(over))).toBe(problem);
  });

  it('sends the name trimmed and the ID number as the server stores it', () => {
    expect(basicIdentityRequest(fields({ name: ' Alice Martin ', idNumber: 'e1234 5678' }))).toEqual({
      name: 'Alice Martin',
      idType: 'passport',
      country: 'FR',
      idNumber: 'E12345678',
    });
  });
});

describe('checkAdvancedIdentity', () => {
  const all = { frontUrl: '/api/uploads/a.png', backUrl: '/api/uploads/b.png', holdingUrl: '/api/uploads/c.png' };
  it('refuses while a file uploads, then names the first missing photo, then gives the request', () => {
    expect(checkAdvancedIdentity(all, true)).toEqual({ problem: 'uploading' });
    expect(checkAdvancedIdentity({ ...all, frontUrl: null }, false)).toEqual({ problem: 'frontMissing' });
    expect(checkAdvancedIdentity({ ...all, backUrl: null, holdingUrl: null }, false)).toEqual({ problem: 'backMissing' });
    expect(checkAdvancedIdentity({ ...all, holdingUrl: null }, false)).toEqual({ problem: 'holdingMissing' });
    expect(checkAdvancedIdentity(all, false)).toEqual({ request: all });
  });
});
