import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/StateViews';
import { useRemoteData } from '../../state/remote';
import { BannerCarousel } from './BannerCarousel';
import { banners$ } from './earlyBanners';

/** Banners from common/load/banner (asked for early on a first load, earlyBanners.ts); no banners means no carousel (the page reads on without a gap). */
export function BannersSection() {
  const { t } = useTranslation();
  const [banners, reload] = useRemoteData(banners$);
  if (banners.data === undefined) {
    return banners.loading ? (
      <div className="banner-skeleton" aria-busy="true" aria-label={t('home.banners.label')} />
    ) : (
      <ErrorState onRetry={reload} />
    );
  }
  if (banners.data.length === 0) return null;
  return <BannerCarousel banners={banners.data} />;
}
