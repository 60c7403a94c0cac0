import { useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { routeIndexOf } from './tabs';
import { slideDirection, type SlideDirection } from './slideDirection';

/**
 * The scrolling page area. A new page slides in from the right when its route index is higher
 * than the previous one and from the left when lower (a CSS transform animation, switched off
 * under prefers-reduced-motion); each page starts scrolled to the top.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const main = useRef<HTMLElement>(null);
  const [slide, setSlide] = useState<{ pathname: string; direction: SlideDirection }>({ pathname, direction: 'none' });
  if (slide.pathname !== pathname) {
    setSlide({ pathname, direction: slideDirection(routeIndexOf(slide.pathname), routeIndexOf(pathname)) });
  }
  useLayoutEffect(() => {
    main.current?.scrollTo?.(0, 0);
  }, [pathname]);
  return (
    <main ref={main} className="app__main" data-scroll-root>
      <div key={pathname} className={`page page--${slide.direction}`}>
        {outlet}
      </div>
    </main>
  );
}
