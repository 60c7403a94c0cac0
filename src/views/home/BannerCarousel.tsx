import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../api';
import { BannerLink } from './BannerLink';

export const BANNER_INTERVAL_MS = 5_000;

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Swipeable banners: a horizontal scroll-snap track (the browser does the swipe physics); dots
 * follow the scroll position and advance every few seconds unless the user prefers reduced motion.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const show = (index: number) => {
    const el = track.current;
    el?.scrollTo?.({ left: index * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };

  // Restarts whenever the slide changes, so a swipe also resets the countdown.
  useEffect(() => {
    if (banners.length < 2 || reducedMotion()) return;
    const timer = setTimeout(() => show((current + 1) % banners.length), BANNER_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [current, banners.length]);

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={t('home.banners.label')}>
      <div ref={track} className="carousel__track" onScroll={onScroll}>
        {banners.map((banner, index) => (
          <div
            key={banner.id}
            className="carousel__slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.banners.slide', { index: index + 1, total: banners.length })}
          >
            <BannerLink banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
      {banners.length > 1 && (
        <div className="carousel__dots">
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className={index === current ? 'carousel__dot carousel__dot--active' : 'carousel__dot'}
              aria-label={t('home.banners.slide', { index: index + 1, total: banners.length })}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
