import { useObservableEagerState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { startWith } from 'rxjs';
import { status$, type StreamStatus } from '../../streams';

// status$ is hot and shared; the seed only covers the instant before its first value.
const streamStatus$ = status$.pipe(startWith<StreamStatus>('idle'));

type ShownStatus = Exclude<StreamStatus, 'idle'>;

/** live: fresh pushes; stale: socket open but silent (last data shown); otherwise reconnecting. */
export function ConnectionBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`connection connection--${status}`} role="status" title={t('layout.status.title')}>
      <span className="connection__dot" aria-hidden="true" />
      <span className="connection__label">{t(`layout.status.${status}`)}</span>
    </span>
  );
}

/** The badge while a live view wants the socket; nothing on pages without live data ('idle'). */
export function ConnectionIndicator() {
  const status = useObservableEagerState(streamStatus$);
  return status === 'idle' ? null : <ConnectionBadge status={status} />;
}
