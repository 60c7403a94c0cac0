import { useObservableEagerState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { startWith } from 'rxjs';
import { status$, type StreamStatus } from '../../streams';

// status$ is hot and shared; the seed only covers the instant before its first value.
const streamStatus$ = status$.pipe(startWith<StreamStatus>('connecting'));

/** live: fresh pushes; stale: socket open but silent (last data shown); otherwise reconnecting. */
export function ConnectionBadge({ status }: { status: StreamStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`connection connection--${status}`} role="status" title={t('layout.status.title')}>
      <span className="connection__dot" aria-hidden="true" />
      <span className="connection__label">{t(`layout.status.${status}`)}</span>
    </span>
  );
}

export function ConnectionIndicator() {
  const status = useObservableEagerState(streamStatus$);
  return <ConnectionBadge status={status} />;
}
