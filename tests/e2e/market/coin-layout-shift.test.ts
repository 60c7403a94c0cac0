/** /coinDetail/BTC does not move under the reader while it loads (Lighthouse's CLS, issue 12). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeSession, openSession, type Session } from './session';
import { LIVE_TIMEOUT_MS } from './page-reads';

interface Shift {
  value: number;
  moved: string[];
}

describe('the coin detail page while it loads', () => {
  let session: Session | undefined;
  beforeAll(async () => {
    session = await openSession();
    // every layout shift from the first paint, with the class of each element it moved
    await session.phone.page.addInitScript(() => {
      const shifts: Shift[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[]) {
          shifts.push({ value: entry.value, moved: entry.sources.map((source) => (source.node as Element | undefined)?.className ?? '') });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
  });
  afterAll(() => closeSession(session));

  it('keeps the chart in place when the first bar fills the read-out above it', { timeout: 60_000 }, async () => {
    const { page } = session!.phone;
    await page.goto(`${session!.server.url}/coinDetail/BTC`);
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLElement>('.kline-chart')?.dataset.state === 'ready' &&
        !['', '--'].includes(document.querySelector('.ohlc-readout [data-field="close"]')?.textContent ?? ''),
      undefined,
      { timeout: LIVE_TIMEOUT_MS, polling: 100 },
    );
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
    expect(shifts.filter((shift) => shift.moved.some((name) => name.includes('kline-chart')))).toEqual([]);
    expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBeLessThan(0.02);
  });
});
