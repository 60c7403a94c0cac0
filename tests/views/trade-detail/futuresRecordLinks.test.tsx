// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../src/api/storage';
import ContractRecordsPage from '../../../src/views/records/futures/ContractRecordsPage';
import { fetchFuturesOpenOrders$, fetchFuturesOrderHistory$, resetContractApi } from '../../helpers/contract-api-double';
import { futuresOrder } from '../../helpers/futures-fixtures';
import { resetFuturesFeeds } from '../../helpers/futures-streams-double';
import { renderAt, setupI18n } from '../components/render';

vi.mock('../../../src/streams', () => import('../../helpers/futures-streams-double'));
vi.mock('../../../src/api/contract', () => import('../../helpers/contract-api-double'));

const open = (tab: string) =>
  renderAt([{ path: '/contractRecord/:coinType', Component: ContractRecordsPage }], `/contractRecord/BTC?tab=${tab}`);
const detailLinks = async () => (await screen.findAllByRole('link', { name: 'Details' })).map((link) => link.getAttribute('href'));
const paged = <T,>(items: T[]) => ({ items, page: 1, size: 20, total: items.length });

describe('futures record rows open /tradDetail/{id}?kind=futures', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetContractApi();
    resetFuturesFeeds();
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it('from current orders and order history', async () => {
    fetchFuturesOpenOrders$.mockImplementation(() => of(paged([futuresOrder({ id: '11' })])));
    open('open');
    expect(await detailLinks()).toEqual(['/tradDetail/11?kind=futures']);
    cleanup();
    fetchFuturesOrderHistory$.mockImplementation(() =>
      of(paged([futuresOrder({ id: '12', status: 'filled' }), futuresOrder({ id: '10', status: 'cancelled' })])),
    );
    open('history');
    expect(await detailLinks()).toEqual(['/tradDetail/12?kind=futures', '/tradDetail/10?kind=futures']);
  });
});
