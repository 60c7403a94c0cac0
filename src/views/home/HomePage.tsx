import { BannersSection } from './BannersSection';
import { LockMiningAd } from './LockMiningAd';
import { Rankings } from './Rankings';
import { SearchEntry } from './SearchEntry';

export default function HomePage() {
  return (
    <div className="home">
      <SearchEntry />
      <BannersSection />
      <LockMiningAd />
      <Rankings />
    </div>
  );
}
