// @vitest-environment jsdom
import '../../components/charts/canvasStub';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { of, throwError } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { fetchCycleRules$ } from '../../../helpers/cycle-api-double';
import { cycleRules } from '../../../helpers/cycle-fixtures';
import { renderAt, setupI18n } from '../../components/render';
import CyclePage from '../../../../src/views/trade/cycle/CyclePage';

vi.mock('../../../../src/streams', () => import('./helpers/cycle-streams-double'));
vi.mock('../../../../src/api/cycle', () => import('../../../helpers/cycle-api-double'));
vi.mock('../../../../src/api/assets', () => import('../helpers/api-double'));

// cycle/rules is asked once per app life, so this file (its own module graph) starts with the failure
describe('the cycle page without its rules', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('shows the failure with a retry that asks cycle/rules again and opens the page', async () => {
    fetchCycleRules$.mockReturnValueOnce(throwError(() => new ApiError('network', 0, 0, ''))).mockReturnValue(of(cycleRules()));
    renderAt([{ path: '/cycle', Component: CyclePage }], '/cycle');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alert').textContent).toContain('Request failed');
    fireEvent.click(retry);
    await screen.findByRole('form', { name: 'Buy a cycle contract' });
    expect(fetchCycleRules$).toHaveBeenCalledTimes(2);
  });
});
