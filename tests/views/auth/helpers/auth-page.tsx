import { fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import LoginPage from '../../../../src/views/auth/LoginPage';
import RegisterPage from '../../../../src/views/auth/RegisterPage';
import RetrievePage from '../../../../src/views/auth/RetrievePage';
import { renderAt } from '../../components/render';

const page = (text: string) => () => <p>{text}</p>;
const routes: { path: string; Component: ComponentType }[] = [
  { path: '/login', Component: LoginPage },
  { path: '/register', Component: RegisterPage },
  { path: '/retrieve', Component: RetrievePage },
  { path: '/home', Component: page('home page') },
  { path: '/mine/identity', Component: page('identity page') },
];

/** The three sign-in screens and two stand-in destinations in a memory router. */
export const openAt = (path: string) => renderAt(routes, path);

/** The named input of the form (the DOM contract names them: email, phone, code...). */
export function input(name: string): HTMLInputElement {
  const found = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no input named ${name}`);
  return found;
}

export function type(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) fireEvent.change(input(name), { target: { value } });
}

export const submit = () => fireEvent.click(screen.getByTestId('submit'));
export const alertText = () => screen.getByRole('alert').textContent;
