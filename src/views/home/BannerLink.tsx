import { Link } from 'react-router-dom';
import type { Banner } from '../../api';

/** A banner opens an in-app route (a path) in place, or an outside page in a new tab. */
export function BannerLink({ banner }: { banner: Banner }) {
  const content = (
    <>
      <img className="carousel__image" src={banner.image} alt="" draggable={false} />
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
