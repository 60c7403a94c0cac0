import { defer, NEVER, ReplaySubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { liveOrRest$, type RemotePatch } from '../../../src/state/remote/liveOrRest';

describe('liveOrRest$', () => {
  it('shows REST until the socket delivers, then only the socket', () => {
    const live = new ReplaySubject<string>(1);
    const rest = new Subject<string>();
    const seen: RemotePatch<string>[] = [];
    liveOrRest$(live, rest).subscribe((patch) => seen.push(patch));
    rest.next('rest');
    live.next('live 1');
    rest.next('late rest');
    live.next('live 2');
    expect(seen.map((p) => p.data)).toEqual(['rest', 'live 1', 'live 2']);
  });

  it('skips REST when the socket already has the list', () => {
    const live = new ReplaySubject<string>(1);
    live.next('held');
    let asked = false;
    const rest = defer(() => {
      asked = true;
      return NEVER;
    });
    const seen: RemotePatch<string>[] = [];
    liveOrRest$(live, rest).subscribe((patch) => seen.push(patch));
    expect(seen.map((p) => p.data)).toEqual(['held']);
    expect(asked).toBe(false);
  });

  it('reports a REST failure and keeps listening to the socket', () => {
    const live = new ReplaySubject<string>(1);
    const rest = new Subject<string>();
    const seen: RemotePatch<string>[] = [];
    liveOrRest$(live, rest).subscribe((patch) => seen.push(patch));
    rest.error(new Error('down'));
    live.next('live');
    expect(seen).toEqual([
      { loading: false, error: new Error('down') },
      { data: 'live', loading: false, error: null },
    ]);
  });
});
