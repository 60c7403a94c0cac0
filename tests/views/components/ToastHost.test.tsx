// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showToast } from '../../../src/api/notify';
import { ToastHost } from '../../../src/views/components/ToastHost';

describe('ToastHost', () => {
  afterEach(cleanup);

  it('renders what the api layer announces, errors as alerts', () => {
    render(<ToastHost />);
    act(() => showToast('Transfer successful', 'success'));
    act(() => showToast('Insufficient balance', 'error'));
    expect(screen.getByRole('status').textContent).toBe('Transfer successful');
    expect(screen.getByRole('alert').textContent).toBe('Insufficient balance');
  });
});
