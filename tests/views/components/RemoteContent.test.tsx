// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RemoteContent } from '../../../src/views/components/RemoteContent';
import type { RemoteData } from '../../../src/state/remote/useRemoteData';
import { setupI18n } from './render';

function show(remote: RemoteData<string[]>, onRetry = () => undefined) {
  render(
    <RemoteContent remote={remote} onRetry={onRetry} isEmpty={(d) => d.length === 0} emptyText="nothing here">
      {(data) => <p>{data.join(',')}</p>}
    </RemoteContent>,
  );
}

describe('RemoteContent', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('shows loading before the first answer', () => {
    show({ data: undefined, loading: true, error: null });
    expect(screen.getByRole('status').textContent).toContain('Loading…');
  });

  it('offers a retry after a failure with nothing to show', () => {
    const onRetry = vi.fn();
    show({ data: undefined, loading: false, error: new Error('down') }, onRetry);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty text for empty data', () => {
    show({ data: [], loading: false, error: null });
    expect(screen.getByText('nothing here')).toBeTruthy();
  });

  it('keeps the last data on screen while reloading or after a failed reload', () => {
    show({ data: ['a', 'b'], loading: false, error: new Error('down') });
    expect(screen.getByText('a,b')).toBeTruthy();
  });
});
