// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { clearToken, setToken } from '../../../../src/api/storage';
import MyTeamPage from '../../../../src/views/mine/team/MyTeamPage';
import { renderAt, setupI18n } from '../../components/render';
import * as doubles from './team-doubles';

vi.mock('../../../../src/api/team', () => import('./team-doubles'));
vi.mock('../../../../src/streams', () => import('./team-doubles'));

function open(team = doubles.teamOf([])) {
  doubles.resetTeamDoubles(team);
  setToken('token-1');
  renderAt(
    [
      { path: '/mine/myTeam', Component: MyTeamPage },
      { path: '/mine/invite', Component: () => <p>invite page</p> },
    ],
    '/mine/myTeam',
  );
}

describe('MyTeamPage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('asks a signed-out visitor to log in', () => {
    doubles.resetTeamDoubles();
    renderAt([{ path: '/mine/myTeam', Component: MyTeamPage }], '/mine/myTeam');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmine%2FmyTeam');
    expect(doubles.fetchTeam$).not.toHaveBeenCalled();
  });

  it('shows the team size, the direct count, each level and what the team size counts', async () => {
    open(doubles.teamOf([doubles.member(2), doubles.member(1)], [3, 1]));
    expect((await screen.findByTestId('team-size')).textContent).toBe('6');
    expect(screen.getByTestId('team-direct').textContent).toBe('2');
    const levels = screen.getByLabelText('Members by level');
    expect([...levels.children].map((row) => row.textContent)).toEqual(['Level 12', 'Level 23', 'Level 31']);
    expect(screen.getByText(/Your team is everyone who signed up with your invite code \(level 1\)/)).toBeTruthy();
  });

  it('lists the direct invitees, masked, with their join time, and loads more by page', async () => {
    const direct = Array.from({ length: 25 }, (_, i) => doubles.member(25 - i));
    open(doubles.teamOf(direct));
    expect(await screen.findAllByTestId('team-member')).toHaveLength(20);
    expect(screen.getAllByTestId('team-member')[0]!.textContent).toMatch(/^f25\*\*\*@friends\.exampleJoined 01\/25\/2026, \d\d:00:00$/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('f1***@friends.example')).toBeTruthy();
    expect(screen.getAllByTestId('team-member')).toHaveLength(25);
  });

  it('follows the team channel: a push of new counts shows them and brings the new invitee into the list', async () => {
    open(doubles.teamOf([doubles.member(1)]));
    await screen.findByText('f1***@friends.example');
    act(() => doubles.teamFeed.next({ teamSize: 1, directCount: 1, levels: [1, 0, 0] }));
    // a friend signs up with the code: the server pushes the new counts, the list asks its first page again
    doubles.fetchTeam$.mockImplementation((req: { page?: number; size?: number } = {}) =>
      of(doubles.teamOf([doubles.member(2), doubles.member(1)])(req)),
    );
    act(() => doubles.teamFeed.next({ teamSize: 2, directCount: 2, levels: [2, 0, 0] }));
    expect(await screen.findByText('f2***@friends.example')).toBeTruthy();
    expect(screen.getByTestId('team-size').textContent).toBe('2');
    expect(screen.getAllByTestId('team-member')).toHaveLength(2);
  });

  it('asks the counts and the first page again on Refresh (a friend joined meanwhile)', async () => {
    open();
    expect(await screen.findByText('Nobody has signed up with your invite code yet.')).toBeTruthy();
    doubles.resetTeamDoubles(doubles.teamOf([doubles.member(1)]));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('f1***@friends.example')).toBeTruthy();
    expect(screen.getByTestId('team-size').textContent).toBe('1');
  });

  it('says when nobody has joined yet, and links to the invite screen', async () => {
    open();
    expect(await screen.findByText('Nobody has signed up with your invite code yet.')).toBeTruthy();
    expect((await screen.findByTestId('team-size')).textContent).toBe('0');
    fireEvent.click(screen.getByRole('link', { name: 'Invite friends' }));
    expect(await screen.findByText('invite page')).toBeTruthy();
  });

  it('shows the error state when the team cannot be asked', async () => {
    doubles.resetTeamDoubles();
    doubles.fetchTeam$.mockImplementation(() => throwError(() => new ApiError('network', 0, 0, '')));
    setToken('token-1');
    renderAt([{ path: '/mine/myTeam', Component: MyTeamPage }], '/mine/myTeam');
    expect((await screen.findAllByRole('button', { name: 'Retry' })).length).toBeGreaterThan(0);
  });
});
