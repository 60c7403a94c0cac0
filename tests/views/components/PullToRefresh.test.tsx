// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PULL_THRESHOLD_PX, PullToRefresh } from '../../../src/views/components/PullToRefresh';
import { setupI18n } from './render';

function pull(distance: number) {
  const content = screen.getByText('rows');
  fireEvent.touchStart(content, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(content, { touches: [{ clientY: 100 + distance }] });
  return content;
}

describe('PullToRefresh', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('refreshes when pulled past the threshold and released', () => {
    const onRefresh = vi.fn();
    render(
      <PullToRefresh refreshing={false} onRefresh={onRefresh}>
        <p>rows</p>
      </PullToRefresh>,
    );
    // the pull is damped by half
    const content = pull(PULL_THRESHOLD_PX * 2 + 10);
    expect(screen.getByText('Release to refresh')).toBeTruthy();
    fireEvent.touchEnd(content);
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('does nothing for a short pull', () => {
    const onRefresh = vi.fn();
    render(
      <PullToRefresh refreshing={false} onRefresh={onRefresh}>
        <p>rows</p>
      </PullToRefresh>,
    );
    const content = pull(40);
    expect(screen.getByText('Pull down to refresh')).toBeTruthy();
    fireEvent.touchEnd(content);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('ignores pulls while the list is scrolled down', () => {
    const onRefresh = vi.fn();
    render(
      <div data-scroll-root>
        <PullToRefresh refreshing={false} onRefresh={onRefresh}>
          <p>rows</p>
        </PullToRefresh>
      </div>,
    );
    (document.querySelector('[data-scroll-root]') as HTMLElement).scrollTop = 300;
    fireEvent.touchEnd(pull(400));
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
