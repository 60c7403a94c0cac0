import { Link } from 'react-router-dom';
import type { Banner } from '../../api';

/** The banner artwork's own size (public/banners/*.svg): the box is reserved before it loads. */
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

/**
 * A banner opens an in-app route (a path) in place, or an outside page in a new tab. The first
 * banner is the home page's largest paint: `first` fetches it ahead of other images.
 */
export function BannerLink({ banner, first = false }: { banner: Banner; first?: boolean }) {
  const content = (
    <>
      <img
        className="carousel__image"
        src={banner.image}
        alt=""
        draggable={false}
        width={BANNER_WIDTH}
        height={BANNER_HEIGHT}
        decoding="async"
        loading="eager"
        fetchPriority={first ? 'high' : 'auto'}
      />
      <span className="carousel__title">{banner.title}</span>
    </>
  );
  if (!banner.link) return <div className="carousel__link">{content}</div>;
  if (banner.link.startsWith('/') && !banner.link.startsWith('//')) {
    return (
      <Link className="carousel__link" to={banner.link}>
        {content}
      </Link>
    );
  }
  return (
    <a className="carousel__link" href={banner.link} target="_blank" rel="noopener noreferrer">
      {content}
    </a>
  );
}
