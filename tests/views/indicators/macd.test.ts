import { describe, it } from 'vitest';
import { macd } from '../../../src/views/indicators';
import { expectLine } from './closeTo';

describe('macd', () => {
  it('is EMA(fast) − EMA(slow), its EMA(signal), and their difference', () => {
    // EMA2 of [1,3,2,5,4,6]: –, 2, 2, 4, 4, 5.3333; EMA3: –, –, 2, 3.5, 3.75, 4.875
    // DIF: –, –, 0, 0.5, 0.25, 0.45833; DEA = EMA2(DIF): seed (0+0.5)/2 = 0.25, 0.25, 0.38889
    const m = macd([1, 3, 2, 5, 4, 6], 2, 3, 2);
    expectLine(m.dif, [null, null, 0, 0.5, 0.25, 0.45833]);
    expectLine(m.dea, [null, null, null, 0.25, 0.25, 0.38889]);
    expectLine(m.hist, [null, null, null, 0.25, 0, 0.06944]);
  });

  it('needs slow + signal − 1 bars before the histogram starts', () => {
    const m = macd(Array.from({ length: 34 }, (_, i) => 100 + i));
    expectLine(m.hist.slice(32), [null, 0]);
  });
});
