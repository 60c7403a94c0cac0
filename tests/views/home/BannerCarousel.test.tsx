// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BannerCarousel } from '../../../src/views/home/BannerCarousel';
import { setupI18n } from '../components/render';

const BANNERS = [
  { id: 1, image: '/banners/welcome.svg', title: 'Welcome', link: '/market' },
  { id: 2, image: '/banners/storage.svg', title: 'Storage plan', link: 'https://example.test/promo' },
  { id: 3, image: '/banners/new.svg', title: 'New', link: '' },
];

describe('BannerCarousel images (the home page’s largest paint)', () => {
  beforeAll(setupI18n);
  afterEach(cleanup);

  it('fetches the first banner at high priority, none lazily, each sized before it loads and decoded off the main thread', () => {
    const { container } = render(
      <MemoryRouter>
        <BannerCarousel banners={BANNERS} />
      </MemoryRouter>,
    );
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'auto', 'auto']);
    for (const img of images) {
      expect(img.getAttribute('loading')).not.toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }
  });
});
