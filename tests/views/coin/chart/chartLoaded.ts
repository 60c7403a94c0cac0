import { act } from '@testing-library/react';
import { afterFirstPaint } from '../live/afterFirstPaint';

/** Lets the candle chart, whose code the page loads after its first paint (LazyKlineChart), replace its placeholder. */
export async function chartLoaded(): Promise<void> {
  await afterFirstPaint();
  await act(async () => {
    await import('../../../../src/views/components/charts/KlineChart');
  });
}
