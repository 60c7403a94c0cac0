import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** How far (after damping) the content must be pulled before letting go refreshes. */
export const PULL_THRESHOLD_PX = 64;
const MAX_PULL_PX = 96;

type Phase = 'idle' | 'pull' | 'release';

/**
 * Pull-down-to-refresh for content inside the layout's scroll root (`[data-scroll-root]`). The
 * pull offset is written to a CSS variable on the DOM node, so dragging renders nothing in React;
 * only crossing the threshold changes the label.
 */
export function PullToRefresh({ refreshing, onRefresh, children }: { refreshing: boolean; onRefresh: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');
  const startY = useRef<number | null>(null);
  const box = useRef<HTMLDivElement>(null);

  const setPull = (px: number) => box.current?.style.setProperty('--pull', `${px}px`);
  const end = () => {
    startY.current = null;
    setPull(0);
    setPhase('idle');
  };
  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    const root = event.currentTarget.closest('[data-scroll-root]');
    const touch = event.touches[0];
    if (refreshing || !touch || (root?.scrollTop ?? 0) > 0) return;
    startY.current = touch.clientY;
  };
  const onTouchMove = (event: TouchEvent<HTMLDivElement>) => {
    const touch = event.touches[0];
    if (startY.current === null || !touch) return;
    const pull = Math.min(Math.max(0, (touch.clientY - startY.current) / 2), MAX_PULL_PX);
    setPull(pull);
    setPhase(pull >= PULL_THRESHOLD_PX ? 'release' : pull > 0 ? 'pull' : 'idle');
  };
  const onTouchEnd = () => {
    if (phase === 'release') onRefresh();
    end();
  };

  const label = refreshing ? t('layout.refresh.refreshing') : phase === 'release' ? t('layout.refresh.release') : t('layout.refresh.pull');
  return (
    <div ref={box} className="pull" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={onTouchEnd} onTouchCancel={end}>
      <div className={`pull__indicator pull__indicator--${refreshing ? 'refreshing' : phase}`} aria-live="polite">
        {(refreshing || phase !== 'idle') && label}
      </div>
      <div className="pull__content">{children}</div>
    </div>
  );
}
