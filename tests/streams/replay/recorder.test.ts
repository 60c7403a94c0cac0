import { describe, expect, it } from 'vitest';
import { parseFeed } from '../../../src/streams/replay/feed-line';
import { createRecorder } from '../../../src/streams/replay/recorder';

describe('recorder', () => {
  it('writes NDJSON feed lines with receive times, leaving heartbeats out', () => {
    const written: string[] = [];
    let now = 1_000;
    const recorder = createRecorder(
      (line) => written.push(line),
      () => now++,
    );
    recorder.opened();
    recorder.sent({ op: 'sub', ch: 'tickers' });
    recorder.sent({ op: 'ping', ts: 5 });
    recorder.received('{"ch":"tickers","type":"snapshot","seq":1,"ts":2,"data":[]}');
    recorder.received('{"op":"pong","ts":5}');
    recorder.received('not json');
    recorder.closed(1006);
    recorder.closed(4008, 'slow consumer');

    expect(written.every((line) => !line.includes('\n'))).toBe(true);
    expect(parseFeed(written.join('\n'))).toEqual([
      { t: 1_000, event: 'open' },
      { t: 1_001, sent: { op: 'sub', ch: 'tickers' } },
      { t: 1_002, msg: { ch: 'tickers', type: 'snapshot', seq: 1, ts: 2, data: [] } },
      { t: 1_003, raw: 'not json' },
      { t: 1_004, event: 'close', code: 1006 },
      { t: 1_005, event: 'close', code: 4008, reason: 'slow consumer' },
    ]);
  });

  it('a damaged feed line is an error, naming the line', () => {
    expect(() => parseFeed('{"t":1,"event":"open"}\n\n{"t":"x"}')).toThrow(/line 3/);
  });
});
