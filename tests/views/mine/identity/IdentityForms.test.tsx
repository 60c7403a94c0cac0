// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../../src/api/storage';
import IdentityAdvancedPage from '../../../../src/views/mine/identity/IdentityAdvancedPage';
import IdentityBasicPage from '../../../../src/views/mine/identity/IdentityBasicPage';
import { renderAt, setupI18n } from '../../components/render';
import { recordToasts } from '../../trade/helpers/toasts';
import * as doubles from '../mine-doubles';

vi.mock('../../../../src/streams', () => import('../mine-doubles'));
vi.mock('../../../../src/api/account', () => import('../mine-doubles'));
vi.mock('../../../../src/api/identity', () => import('../mine-doubles'));
vi.mock('../../../../src/api/upload-progress', () => import('../mine-doubles'));

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const alertText = () => screen.queryByRole('alert')?.textContent ?? null;

function open(Page: () => React.JSX.Element, path: string) {
  const view = renderAt(
    [
      { path, Component: Page },
      { path: '/mine/identity', Component: () => <p>identity status page</p> },
    ],
    path,
  );
  return view.router;
}

describe('IdentityBasicPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in (the route itself is open)', () => {
    doubles.resetDoubles();
    open(IdentityBasicPage, '/mine/identityBase');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine%2FidentityBase');
  });

  it('shows the binding rule instead of the form until e-mail and phone are both bound', async () => {
    doubles.resetDoubles({}, { requirements: { emailBound: false, phoneBound: false } });
    setToken('token-1');
    open(IdentityBasicPage, '/mine/identityBase');
    await screen.findByText('Bind both your e-mail and your phone before verifying your identity.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the status, not the form, while Basic waits for review', async () => {
    doubles.resetDoubles({}, { status: 'pending', submissionLevel: 'basic', submittedAt: 1, next: null });
    setToken('token-1');
    open(IdentityBasicPage, '/mine/identityBase');
    await screen.findByText('There is nothing to send at this level now.');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('checks each field against the published formats at its place and sends nothing until all pass', async () => {
    doubles.resetDoubles();
    setToken('token-1');
    open(IdentityBasicPage, '/mine/identityBase');
    await screen.findByRole('form', { name: 'Basic verification' });
    const cases: [Record<string, string>, string][] = [
      [{}, 'Please enter your full name'],
      [{ 'Full name': 'A' }, 'Enter your name as on your ID: 2–64 letters'],
      [{ 'Full name': 'Alice Martin', 'Issuing country': '' }, 'Please choose the issuing country'],
      [{ 'Issuing country': 'CN' }, 'Please enter the ID number'],
      [
        { 'ID type': 'nationalId', 'ID number': '1101051949' },
        'This ID number does not match the format of the chosen ID type and country',
      ],
    ];
    for (const [values, message] of cases) {
      for (const [name, value] of Object.entries(values)) type(name, value);
      press('Submit');
      expect(alertText(), message).toBe(message);
    }
    expect(doubles.submitBasicIdentity$).not.toHaveBeenCalled();
  });

  it('sends the fields as the server stores them, then says so and shows the status page', async () => {
    doubles.resetDoubles();
    doubles.submitBasicIdentity$.mockImplementation(() => doubles.STATUS_OF({ status: 'pending', submissionLevel: 'basic', next: null }));
    setToken('token-1');
    const toasts = recordToasts();
    const router = open(IdentityBasicPage, '/mine/identityBase');
    await screen.findByRole('form', { name: 'Basic verification' });
    type('Full name', ' Wang Xiaoming ');
    type('ID type', 'nationalId');
    type('Issuing country', 'CN');
    type('ID number', '11010519491231002x');
    press('Submit');
    expect(doubles.submitBasicIdentity$).toHaveBeenCalledWith({
      name: 'Wang Xiaoming',
      idType: 'nationalId',
      country: 'CN',
      idNumber: '11010519491231002X',
    });
    await screen.findByText('identity status page');
    expect(router.state.location.pathname).toBe('/mine/identity');
    expect(toasts.list.map((toast) => [toast.kind, toast.text])).toEqual([['success', 'Submitted: under review']]);
    toasts.stop();
  });
});

describe('IdentityAdvancedPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  const ADVANCED_OPEN = { level: 'basic', status: 'approved', submissionLevel: 'basic', next: 'advanced' } as const;
  const pick = (label: string, name: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { files: [new File(['x'], name, { type: 'image/png' })] } });

  it('uploads each photo with its progress, says "file is being uploaded" and refuses to send meanwhile', async () => {
    doubles.resetDoubles({}, ADVANCED_OPEN);
    setToken('token-1');
    open(IdentityAdvancedPage, '/mine/identityAdvance');
    await screen.findByRole('form', { name: 'Advanced verification' });
    press('Submit');
    expect(alertText()).toBe('Please upload the ID front');

    pick('ID front', 'front.png');
    expect(doubles.uploadImage$).toHaveBeenCalledTimes(1);
    act(() => doubles.uploads[0]!.next({ kind: 'progress', loaded: 45, total: 100 }));
    const progress = screen.getByRole('progressbar', { name: 'ID front' });
    expect(progress.getAttribute('value')).toBe('45');
    expect(screen.getByRole('status').textContent).toBe('File is being uploaded 45%');
    press('Submit');
    expect(alertText()).toBe('Please wait: a file is being uploaded');

    act(() => {
      doubles.uploads[0]!.next({ kind: 'done', result: { url: '/api/uploads/front.png' } });
      doubles.uploads[0]!.complete();
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'ID front' }).getAttribute('src')).toBe('/api/uploads/front.png');
    press('Submit');
    expect(alertText()).toBe('Please upload the ID back');
    expect(doubles.submitAdvancedIdentity$).not.toHaveBeenCalled();
  });

  it('sends the three uploaded urls once every upload has finished', async () => {
    doubles.resetDoubles({}, ADVANCED_OPEN);
    doubles.submitAdvancedIdentity$.mockImplementation(() => of(doubles.STATUS));
    setToken('token-1');
    open(IdentityAdvancedPage, '/mine/identityAdvance');
    await screen.findByRole('form', { name: 'Advanced verification' });
    const labels = ['ID front', 'ID back', 'Photo of you holding your ID'];
    labels.forEach((label, i) => pick(label, `${i}.png`));
    act(() =>
      doubles.uploads.forEach((upload, i) => {
        upload.next({ kind: 'done', result: { url: `/api/uploads/${i}.png` } });
        upload.complete();
      }),
    );
    press('Submit');
    expect(doubles.submitAdvancedIdentity$).toHaveBeenCalledWith({
      frontUrl: '/api/uploads/0.png',
      backUrl: '/api/uploads/1.png',
      holdingUrl: '/api/uploads/2.png',
    });
    await screen.findByText('identity status page');
  });

  it('lets a failed upload be picked again', async () => {
    doubles.resetDoubles({}, ADVANCED_OPEN);
    setToken('token-1');
    open(IdentityAdvancedPage, '/mine/identityAdvance');
    await screen.findByRole('form', { name: 'Advanced verification' });
    pick('ID back', 'back.png');
    act(() => doubles.uploads[0]!.error(new Error('too large')));
    expect(screen.queryByRole('progressbar')).toBeNull();
    press('Submit');
    expect(alertText()).toBe('Please upload the ID front');
    pick('ID back', 'back.png');
    expect(doubles.uploadImage$).toHaveBeenCalledTimes(2);
  });
});
