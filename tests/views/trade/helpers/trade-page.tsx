// TradePage holds the Cycle tab, whose chart is uPlot: it needs the canvas stubs before it loads
import '../../components/charts/canvasStub';
import { screen } from '@testing-library/react';
import TradePage from '../../../../src/views/trade/TradePage';
import { renderAt } from '../../components/render';

/** Opens /trade (with a stand-in login page) and waits for the order form. */
export async function openTrade(path = '/trade?symbol=BTCUSDT&side=buy') {
  const view = renderAt(
    [
      { path: '/trade', Component: TradePage },
      { path: '/login', Component: () => <p>login page</p> },
      { path: '/allRecord/:coinType', Component: () => <p>records page</p> },
    ],
    path,
  );
  await screen.findByRole('form', { name: 'Place order' });
  return view;
}

export const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
export const slider = () => screen.getByRole('slider', { name: 'Share of the available balance' }) as HTMLInputElement;
