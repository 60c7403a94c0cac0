// TradePage holds the Cycle tab, whose chart is uPlot: it needs the canvas stubs before it loads
import '../../components/charts/canvasStub';
import { screen } from '@testing-library/react';
import type { MarginTier } from '@contract/futures';
import { findPerpetual } from '../../../../server/catalogue/perpetuals';
import TradePage from '../../../../src/views/trade/TradePage';
import { perpInfo } from '../../../helpers/contract-fixtures';
import { renderAt } from '../../components/render';

/** BTC's real maintenance brackets, so the liquidation estimate is the published one. */
export const BTC_TIERS: MarginTier[] = findPerpetual('BTCUSDT-PERP')!.tiers;
export const btcInfo = () => ({ ...perpInfo('BTCUSDT-PERP'), tiers: BTC_TIERS });

/** Opens /trade on a perpetual (with stand-in login, records and /stopPl pages) and waits for the order form. */
export async function openFutures(path = '/trade?symbol=BTCUSDT-PERP') {
  const view = renderAt(
    [
      { path: '/trade', Component: TradePage },
      { path: '/login', Component: () => <p>login page</p> },
      { path: '/stopPl', Component: () => <p>stop page</p> },
      { path: '/contractRecord/:coinType', Component: () => <p>records page</p> },
    ],
    path,
  );
  await screen.findByRole('form', { name: 'Place order' });
  return view;
}

export const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
export const summary = (key: string) => screen.getByTestId(`futures-${key}`).textContent;
