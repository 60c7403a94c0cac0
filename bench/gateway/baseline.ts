/**
 * The baseline the gateway is compared with: serializing a push for every subscriber (what a
 * per-socket send of an object does) against serializing it once and sending the same bytes.
 */
export interface SerializeResult {
  onceUsPerPush: number;
  perSocketUsPerPush: number;
}

export function compareSerialization(pushes: readonly unknown[], subscribers: number): SerializeResult {
  const frames: Buffer[] = [];
  const time = (fn: () => void) => {
    const start = performance.now();
    fn();
    return ((performance.now() - start) * 1000) / pushes.length;
  };
  const once = time(() => {
    for (const p of pushes) {
      const frame = Buffer.from(JSON.stringify(p));
      for (let i = 0; i < subscribers; i++) frames[i] = frame;
    }
  });
  const perSocket = time(() => {
    for (const p of pushes) for (let i = 0; i < subscribers; i++) frames[i] = Buffer.from(JSON.stringify(p));
  });
  return { onceUsPerPush: Math.round(once), perSocketUsPerPush: Math.round(perSocket) };
}
