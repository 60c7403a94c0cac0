import { firstValueFrom, of } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { banners$, requestBannersEarly } from '../../../src/views/home/earlyBanners';
import { answers } from '../components/api-double';

vi.mock('../../../src/api/common', () => import('../components/api-double'));

const defaultBanners = answers.banners;
const BANNERS = [{ id: 1, image: '/banners/welcome.svg', title: 'Welcome', link: '/market' }];

describe('the banners asked for early', () => {
  afterEach(() => {
    answers.banners = defaultBanners;
    void banners$(); // leaves no early answer to the next test
  });

  it('hands the early answer to the page once, without asking again, and asks afresh after', async () => {
    const fetch = vi.fn(() => of(BANNERS));
    answers.banners = fetch;
    requestBannersEarly();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await firstValueFrom(banners$())).toEqual(BANNERS);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await firstValueFrom(banners$())).toEqual(BANNERS);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks when the page needs them if nothing was asked early', async () => {
    const fetch = vi.fn(() => of(BANNERS));
    answers.banners = fetch;
    expect(await firstValueFrom(banners$())).toEqual(BANNERS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
