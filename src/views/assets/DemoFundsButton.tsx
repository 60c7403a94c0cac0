import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from 'rxjs';
import { claimDemoFunds$ } from '../../api/assets';
import { showToast } from '../../api/notify';
import { useDemoFeatures } from '../../state/demo';

/**
 * Demo top-ups, offered only while the server says its demo features are on (wap/config `demo`):
 * elsewhere asset/demo/fund does not exist. Hidden until that answer, and when it fails.
 */
export function DemoFundsButton({ onClaimed }: { onClaimed: () => void }) {
  return useDemoFeatures() ? <DemoFundsClaim onClaimed={onClaimed} /> : null;
}

/** Tops the demo balances up for simulated trading (asset/demo/fund); failures are toasted by the api layer. */
function DemoFundsClaim({ onClaimed }: { onClaimed: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const request = useRef<Subscription | null>(null);
  useEffect(() => () => request.current?.unsubscribe(), []);
  const claim = () => {
    setBusy(true);
    request.current = claimDemoFunds$().subscribe({
      next: () => {
        showToast(t('assets.demo.claimed'), 'success');
        onClaimed();
      },
      error: () => setBusy(false),
      complete: () => setBusy(false),
    });
  };
  return (
    <div className="demo-funds">
      <p>{t('assets.demo.hint')}</p>
      <button type="button" className="button button--secondary" disabled={busy} aria-busy={busy} onClick={claim}>
        {busy ? t('assets.demo.claiming') : t('assets.demo.claim')}
      </button>
    </div>
  );
}
