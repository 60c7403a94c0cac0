import { screen } from '@testing-library/react';
import CyclePage from '../../../../../src/views/trade/cycle/CyclePage';
import { renderAt } from '../../../components/render';

/** Opens /cycle (with a stand-in login page) and waits for the buy form. */
export async function openCycle(path = '/cycle') {
  const view = renderAt(
    [
      { path: '/cycle', Component: CyclePage },
      { path: '/login', Component: () => <p>login page</p> },
    ],
    path,
  );
  await screen.findByRole('form', { name: 'Buy a cycle contract' });
  return view;
}

export const stakeField = () => screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement;
