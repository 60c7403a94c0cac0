// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import HomePage from '../../../src/views/home/HomePage';
import { answers } from '../components/api-double';
import { renderAt, setupI18n } from '../components/render';

vi.mock('../../../src/streams', () => import('../components/streams-double'));
vi.mock('../../../src/api/market', () => import('../components/api-double'));
vi.mock('../../../src/api/common', () => import('../components/api-double'));

const defaultBanners = answers.banners;
const BANNERS = [
  { id: 1, image: '/banners/welcome.svg', title: 'Welcome', link: '/market' },
  { id: 2, image: '/banners/storage.svg', title: 'Storage plan', link: 'https://example.test/promo' },
];

describe('HomePage', () => {
  beforeAll(setupI18n);
  afterEach(() => {
    cleanup();
    answers.banners = defaultBanners;
  });

  it('links the search box to /coinSearch and the storage plan to /lockMining', async () => {
    renderAt([{ path: '/home', Component: HomePage }], '/home');
    expect((await screen.findByRole('link', { name: 'Search coins' })).getAttribute('href')).toBe('/coinSearch');
    expect(screen.getByRole('link', { name: /Storage plan/ }).getAttribute('href')).toBe('/lockMining');
  });

  it('shows the banners as a carousel with one dot per slide', async () => {
    answers.banners = () => of(BANNERS);
    renderAt([{ path: '/home', Component: HomePage }], '/home');
    await screen.findByText('Welcome');
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['Slide 1 of 2', 'Slide 2 of 2']);
    expect(screen.getAllByRole('button', { name: /^Slide/ })).toHaveLength(2);
    expect(screen.getByText('Welcome').closest('a')?.getAttribute('href')).toBe('/market');
    expect(screen.getByText('Storage plan', { selector: '.carousel__title' }).closest('a')?.getAttribute('target')).toBe('_blank');
  });
});
