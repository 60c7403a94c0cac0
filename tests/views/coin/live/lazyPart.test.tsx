// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../../../src/views/coin/live/lazyPart';

function Chart({ symbol }: { symbol: string }) {
  return <p>chart of {symbol}</p>;
}

const settle = () => act(async () => {});

describe('a part of the coin page loaded on first render', () => {
  afterEach(cleanup);

  it('holds its place while its chunk loads, then shows it with its props', async () => {
    const Part = lazyPart(() => Promise.resolve(Chart));
    render(<Part symbol="BTCUSDT" fallback={<p>placeholder</p>} failed={() => <p>failed</p>} />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    await settle();
    expect(screen.getByText('chart of BTCUSDT')).toBeTruthy();
  });

  it('shows its own failure when its chunk does not load, and its retry asks for the chunk again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const load = vi
      .fn<() => Promise<typeof Chart>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Chart);
    const Part = lazyPart(load);
    render(
      <Part
        symbol="BTCUSDT"
        fallback={<p>placeholder</p>}
        failed={(retry) => (
          <button type="button" onClick={retry}>
            retry
          </button>
        )}
      />,
    );
    await settle();
    const retry = screen.getByRole('button', { name: 'retry' });
    fireEvent.click(retry);
    await settle();
    expect(screen.getByText('chart of BTCUSDT')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
