import { useTranslation } from 'react-i18next';
import { fetchBanners$ } from '../../api';
import { ErrorState } from '../components/StateViews';
import { useRemoteData } from '../../state/remote';
import { BannerCarousel } from './BannerCarousel';

/** Banners from common/load/banner; no banners means no carousel (the page reads on without a gap). */
export function BannersSection() {
  const { t } = useTranslation();
  const [banners, reload] = useRemoteData(fetchBanners$);
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
