// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversion } from '@contract/wallet';
import { clearToken, setToken } from '../../../../src/api/storage';
import ConvertRecordPage from '../../../../src/views/wallet/convert/ConvertRecordPage';
import { renderAt, setupI18n } from '../../components/render';
import { resetApi } from '../../trade/helpers/api-double';
import { resetFeeds } from '../../trade/helpers/streams-double';

const convertApi = vi.hoisted(() => ({ fetchConvertQuote$: vi.fn(), executeConvert$: vi.fn(), fetchConvertHistory$: vi.fn() }));
vi.mock('../../../../src/streams', () => import('../../trade/helpers/streams-double'));
vi.mock('../../../../src/api/market', () => import('../../trade/helpers/api-double'));
vi.mock('../../../../src/api/convert', () => convertApi);

const CONVERSION: Conversion = {
  id: '7',
  clientId: 'client-0000001',
  quoteId: 'quote-0000001',
  from: 'USDT',
  to: 'BTC',
  amount: '1000.00000000',
  rate: '0.00001559375',
  receive: '0.01559375',
  createdAt: Date.UTC(2026, 10, 24, 12),
};

describe('ConvertRecordPage', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetApi();
    resetFeeds();
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('lists every conversion with what was paid and received and the rate', async () => {
    convertApi.fetchConvertHistory$.mockReturnValue(of({ items: [CONVERSION], page: 1, size: 20, total: 1 }));
    renderAt([{ path: '/convertRecord', Component: ConvertRecordPage }], '/convertRecord');
    const card = await screen.findByText('USDT → BTC');
    const cells = within(card.closest('li')!);
    expect(cells.getByText('1,000.00 USDT')).toBeTruthy();
    expect(cells.getByText('0.01559375 BTC')).toBeTruthy();
    expect(cells.getByText('1 USDT ≈ 0.00001559375 BTC')).toBeTruthy();
    expect(convertApi.fetchConvertHistory$).toHaveBeenCalledWith({ page: 1, size: 20 });
  });

  it('says when there is none yet', async () => {
    convertApi.fetchConvertHistory$.mockReturnValue(of({ items: [], page: 1, size: 20, total: 0 }));
    renderAt([{ path: '/convertRecord', Component: ConvertRecordPage }], '/convertRecord');
    expect(await screen.findByText('No exchanges yet')).toBeTruthy();
  });
});
