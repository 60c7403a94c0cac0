import { describe, it } from 'vitest';
import { livePnl$ } from '../../../src/state/futures';
import { markTick, position } from '../../helpers/futures-fixtures';
import { marbles } from '../../helpers/marbles';

describe('livePnl$', () => {
  it('values the position once per animation frame, on the latest mark of that frame', () => {
    marbles(({ hot, animate, expectObservable }) => {
      animate('        ----x----x----x');
      const marks = hot('-abc---d-------', {
        a: markTick('61000', 1),
        b: markTick('62000', 2),
        c: markTick('63000', 3),
        d: markTick('59000', 4),
      });
      const pnl$ = livePnl$(position(), '0.001', marks);
      expectObservable(pnl$).toBe('----x----y-----', {
        x: { unrealizedPnl: '30.00000', roe: '50.00', positionValue: '630.000', mark: '63000' },
        y: { unrealizedPnl: '-10.00000', roe: '-16.66', positionValue: '590.000', mark: '59000' },
      });
    });
  });
});
