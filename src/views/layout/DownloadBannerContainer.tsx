import { useObservable, useObservableState } from 'observable-hooks';
import { useState } from 'react';
import { catchError, EMPTY } from 'rxjs';
import { fetchWapConfig$ } from '../../api';
import { DownloadBanner } from '../components/DownloadBanner';
import { isMobileUserAgent } from './mobileUserAgent';

/** sessionStorage: a dismissed banner stays away for this visit and comes back on the next one. */
export const DOWNLOAD_DISMISSED_KEY = 'APP_DOWNLOAD_DISMISSED';

function ConfiguredBanner({ onDismiss }: { onDismiss: () => void }) {
  // The banner is optional: a failed config call just means no banner.
  const config = useObservableState(
    useObservable(() => fetchWapConfig$().pipe(catchError(() => EMPTY))),
    null,
  );
  if (!config?.openH5AppDownload || !config.downloadUrl) return null;
  return <DownloadBanner onDismiss={onDismiss} />;
}

/** The app-download invitation: mobile browsers only, only when the server's wap config enables it. */
export function DownloadBannerContainer() {
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DOWNLOAD_DISMISSED_KEY) === '1');
  if (dismissed || !isMobileUserAgent(navigator.userAgent, navigator.maxTouchPoints)) return null;
  const dismiss = () => {
    sessionStorage.setItem(DOWNLOAD_DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return <ConfiguredBanner onDismiss={dismiss} />;
}
