// Test doubles of src/streams (the account channel), src/api/account, src/api/identity, src/api/upload-progress and
// src/api/common (demo features) for /mine and the identity screens.
import { NEVER, of, ReplaySubject, Subject, throwError } from 'rxjs';
import { vi } from 'vitest';
import type { UserInfo } from '@contract/account';
import type { IdentityStatus } from '@contract/identity';
import type { UploadResult } from '@contract/content';
import type { UploadEvent } from '../../../src/api/upload-progress';
import { identityStatus } from '../../helpers/identity-fixtures';

export const accountFeed = new ReplaySubject<UserInfo | null>(1);
export const getAccount$ = () => accountFeed.asObservable();

export const USER: UserInfo = {
  id: 1042,
  email: 'alice@example.com',
  phone: '13812345678',
  countryCode: '86',
  inviteCode: 'ABCD1234',
  creditScore: 110,
  kycStatus: 'basic',
  kycLevel: 'basic',
  isDemo: false,
  hasFundPassword: false,
};

export const STATUS: IdentityStatus = identityStatus();

export const fetchUserInfo$ = vi.fn();
export const logout$ = vi.fn();
export const fetchIdentityStatus$ = vi.fn();
export const submitBasicIdentity$ = vi.fn();
export const submitAdvancedIdentity$ = vi.fn();
export const fetchWapConfig$ = vi.fn();

/** One Subject per upload, in the order the files were picked: a test drives each one's progress and answer. */
export const uploads: Subject<UploadEvent<UploadResult>>[] = [];
export const uploadImage$ = vi.fn();

export function resetDoubles(user: Partial<UserInfo> = {}, status: Partial<IdentityStatus> = {}, demo = false) {
  vi.clearAllMocks();
  uploads.length = 0;
  fetchUserInfo$.mockImplementation(() => of({ ...USER, ...user }));
  fetchIdentityStatus$.mockImplementation(() => of({ ...STATUS, ...status }));
  fetchWapConfig$.mockImplementation(() => of({ openH5AppDownload: false, downloadUrl: '', demo }));
  submitBasicIdentity$.mockImplementation(() => NEVER);
  submitAdvancedIdentity$.mockImplementation(() => NEVER);
  uploadImage$.mockImplementation(() => {
    const upload = new Subject<UploadEvent<UploadResult>>();
    uploads.push(upload);
    return upload;
  });
}

export const STATUS_OF = (over: Partial<IdentityStatus>) => of({ ...STATUS, ...over });
export const failure = () => throwError(() => new Error('offline'));
