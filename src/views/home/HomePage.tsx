import { BannersSection } from './BannersSection';
import { LockMiningAd } from './LockMiningAd';
import { MineEntry } from './MineEntry';
import { NoticeStrip } from './NoticeStrip';
import { Rankings } from './Rankings';
import { SearchEntry } from './SearchEntry';

export default function HomePage() {
  return (
    <div className="home">
      <div className="home__top">
        <MineEntry />
        <SearchEntry />
      </div>
      <BannersSection />
      <NoticeStrip />
      <LockMiningAd />
      <Rankings />
    </div>
  );
}
