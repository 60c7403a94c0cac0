// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import { KnownRoutes } from '../../../../src/views/components/knownRoutes';
import IdentityNewPage from '../../../../src/views/mine/identity/IdentityNewPage';
import IdentityPage from '../../../../src/views/mine/identity/IdentityPage';
import { APP_ROUTES } from '../../../../src/views/app/routes';
import { renderAt, setupI18n } from '../../components/render';
import * as doubles from '../mine-doubles';

vi.mock('../../../../src/streams', () => import('../mine-doubles'));
vi.mock('../../../../src/api/account', () => import('../mine-doubles'));
vi.mock('../../../../src/api/identity', () => import('../mine-doubles'));

const KNOWN = new Set(['/mine/identity', '/mine/identityBase', '/mine/identityAdvance', '/mine/email']);
function open(Page: () => React.JSX.Element, path: string) {
  setToken('token-1');
  const page = () => createElement(KnownRoutes.Provider, { value: KNOWN }, createElement(Page));
  return renderAt([{ path, Component: page }], path);
}

describe('identity routes', () => {
  it('guard /mine/identity and /mine/identityNew only (spec section 2, "Access guard")', () => {
    const guarded = APP_ROUTES.filter((route) => route.path.startsWith('/mine/identity')).map((r) => [r.path, r.requiresAuth ?? false]);
    expect(guarded).toEqual([
      ['/mine/identity', true],
      ['/mine/identityNew', true],
      ['/mine/identityBase', false],
      ['/mine/identityAdvance', false],
    ]);
  });
});

describe('IdentityPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('says what is missing: both bindings are required, each with its way to bind, and offers no step before', async () => {
    doubles.resetDoubles({}, { requirements: { emailBound: true, phoneBound: false } });
    open(IdentityPage, '/mine/identity');
    await screen.findByText('Bind both your e-mail and your phone before verifying your identity.');
    expect(screen.getByTestId('binding-email').textContent).toBe('E-mailBound');
    const phone = screen.getByTestId('binding-phone');
    expect(phone.textContent).toContain('Not bound');
    expect(within(phone).getByRole('button', { name: /Bind phone/ }).textContent).toContain('Soon');
    expect(screen.queryByRole('link', { name: 'Start Basic verification' })).toBeNull();
    expect(screen.getByTestId('identity-level').textContent).toBe('Not verified');
  });

  it('offers the next level once both are bound', async () => {
    doubles.resetDoubles({}, { level: 'basic', status: 'approved', submissionLevel: 'basic', next: 'advanced' });
    open(IdentityPage, '/mine/identity');
    const next = await screen.findByRole('link', { name: 'Start Advanced verification' });
    expect(next.getAttribute('href')).toBe('/mine/identityAdvance');
    expect(screen.getByRole('link', { name: 'Both verification levels' }).getAttribute('href')).toBe('/mine/identityNew');
    expect(screen.getByTestId('identity-level').textContent).toBe('Basic');
  });

  it('shows a pending review, then the approval as soon as the account channel says so', async () => {
    doubles.resetDoubles({}, { status: 'pending', submissionLevel: 'basic', submittedAt: Date.UTC(2026, 10, 24, 8, 30), next: null });
    open(IdentityPage, '/mine/identity');
    expect((await screen.findByTestId('identity-state')).textContent).toMatch(/^Your Basic verification is under review \(sent .+\)\.$/);
    doubles.fetchIdentityStatus$.mockImplementation(() =>
      doubles.STATUS_OF({ level: 'basic', status: 'approved', submissionLevel: 'basic', next: 'advanced' }),
    );
    act(() => doubles.accountFeed.next({ ...doubles.USER, kycStatus: 'basic', kycLevel: 'basic' }));
    await screen.findByRole('link', { name: 'Start Advanced verification' });
    expect(screen.getByTestId('identity-level').textContent).toBe('Basic');
    act(() => doubles.accountFeed.next(null));
  });

  it('shows a rejection with its reason and offers to send again', async () => {
    doubles.resetDoubles({}, { status: 'rejected', submissionLevel: 'basic', rejectReason: 'Name does not match the ID', next: 'basic' });
    open(IdentityPage, '/mine/identity');
    expect((await screen.findByTestId('identity-state')).textContent).toBe(
      'Your Basic verification was rejected: Name does not match the ID Correct it and send it again.',
    );
    expect(screen.getByRole('link', { name: 'Start Basic verification' }).getAttribute('href')).toBe('/mine/identityBase');
  });

  it('shows the error state with a retry when the status cannot be read', async () => {
    doubles.resetDoubles();
    doubles.fetchIdentityStatus$.mockImplementationOnce(() => doubles.failure());
    open(IdentityPage, '/mine/identity');
    await screen.findByRole('button', { name: 'Retry' });
  });
});

describe('IdentityNewPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('lists both levels with where each stands; only the open one links', async () => {
    doubles.resetDoubles({}, { level: 'basic', status: 'approved', submissionLevel: 'basic', next: 'advanced' });
    open(IdentityNewPage, '/mine/identityNew');
    const basic = await screen.findByTestId('identity-level-basic');
    expect(basic.textContent).toBe('Basic verificationName, ID type and ID numberVerified');
    expect(within(basic).queryByRole('link')).toBeNull();
    const advanced = screen.getByTestId('identity-level-advanced');
    expect(within(advanced).getByRole('link').getAttribute('href')).toBe('/mine/identityAdvance');
  });

  it('locks Advanced before Basic and links nothing while a binding is missing', async () => {
    doubles.resetDoubles({}, { requirements: { emailBound: false, phoneBound: true } });
    open(IdentityNewPage, '/mine/identityNew');
    await screen.findByText('Bind both your e-mail and your phone before verifying your identity.');
    expect(screen.getByTestId('identity-level-advanced').textContent).toContain('After Basic');
    expect(within(screen.getByTestId('identity-level-basic')).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', { name: 'Bind e-mail' }).getAttribute('href')).toBe('/mine/email');
  });
});
