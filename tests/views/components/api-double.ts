// Test double of the REST calls the shell and market screens make; each answer can be replaced.
import { of, type Observable } from 'rxjs';
import type { SymbolSummary } from '@contract/market';
import type { Banner, WapConfig } from '../../../src/api/shapes';
import { CATALOGUE } from './fixtures';

export const answers = {
  marketList: (): Observable<SymbolSummary[]> => of([...CATALOGUE]),
  banners: (): Observable<Banner[]> => of([]),
  wapConfig: (): Observable<WapConfig> => of({ openH5AppDownload: false, downloadUrl: '', demo: true }),
};

export const fetchMarketList$ = () => answers.marketList();
export const fetchBanners$ = () => answers.banners();
export const fetchWapConfig$ = () => answers.wapConfig();
