// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '../../../src/api/storage';
import StopPlPage from '../../../src/views/stop-pl/StopPlPage';
import { fetchPerpetualInfo$, resetContractApi, setTpSl$ } from '../../helpers/contract-api-double';
import { position } from '../../helpers/futures-fixtures';
import { futuresFeeds, resetFuturesFeeds } from '../../helpers/futures-streams-double';
import { perpInfo } from '../../helpers/contract-fixtures';
import { renderAt, setupI18n } from '../components/render';

vi.mock('../../../src/streams', () => import('../../helpers/futures-streams-double'));
vi.mock('../../../src/api/contract', () => import('../../helpers/contract-api-double'));

const open = async (positionId = '1') => {
  const view = renderAt(
    [
      { path: '/stopPl', Component: StopPlPage },
      { path: '/trade', Component: () => <p>trade page</p> },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    `/stopPl?positionId=${positionId}`,
  );
  return view;
};
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('/stopPl', () => {
  beforeAll(setupI18n);
  beforeEach(() => {
    resetContractApi();
    resetFuturesFeeds();
    fetchPerpetualInfo$.mockImplementation(() => of(perpInfo('BTCUSDT-PERP')));
    setToken('token-1');
  });
  afterEach(() => {
    cleanup();
    clearToken();
  });

  it.each([
    ['long', '59000', '', 'The take-profit price must not be below the open price of a long position'],
    ['long', '', '60000.01', 'The stop-loss price must not be above the open price of a long position'],
    ['short', '60000.01', '', 'The take-profit price must not be above the open price of a short position'],
    ['short', '', '59999.99', 'The stop-loss price must not be below the open price of a short position'],
  ] as const)(
    'a %s position with take-profit "%s" and stop-loss "%s" shows "%s" before anything is sent',
    async (side, tp, sl, message) => {
      futuresFeeds.positions.next([position({ side })]);
      await open();
      await screen.findByRole('form', { name: 'Stop profit/loss' });
      type('Take-profit price', tp);
      type('Stop-loss price', sl);
      save();
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(setTpSl$).not.toHaveBeenCalled();
    },
  );

  it('saves right values, clears an emptied trigger, then returns to the trade screen', async () => {
    futuresFeeds.positions.next([position({ takeProfit: '70000.00', stopLoss: '55000.00' })]);
    setTpSl$.mockImplementation(() => of(position()));
    const { router } = await open();
    await screen.findByRole('form', { name: 'Stop profit/loss' });
    expect(field('Take-profit price').value).toBe('70000.00');
    type('Take-profit price', '');
    type('Stop-loss price', '58000.5');
    save();
    expect(setTpSl$).toHaveBeenCalledWith({ positionId: '1', takeProfit: null, stopLoss: '58000.5' });
    expect(router.state.location.search).toBe('?symbol=BTCUSDT-PERP');
  });

  it('shows the open, mark and liquidation price; a position that cannot be liquidated shows none', async () => {
    futuresFeeds.positions.next([position({ liquidationPrice: '0.00' })]);
    await open();
    const form = await screen.findByRole('form', { name: 'Stop profit/loss' });
    const cell = (label: string) => within(form).getByText(label).nextElementSibling?.textContent;
    expect([cell('Open price'), cell('Mark price'), cell('Est. liquidation price')]).toEqual(['60,000.00', '60,000.00', '--']);
  });

  it('says so when the position is closed or unknown', async () => {
    futuresFeeds.positions.next([position({ id: '2' })]);
    await open('1');
    expect(await screen.findByText('This position is closed or does not exist')).toBeTruthy();
  });

  it('signed out, asks to log in and come back', async () => {
    clearToken();
    await open();
    expect(screen.getByText('Log in to set take-profit and stop-loss')).toBeTruthy();
  });
});
