import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from 'rxjs';
import { claimDemoFunds$ } from '../../api/assets';
import { showToast } from '../../api/notify';

/** Tops the demo balances up for simulated trading (asset/demo/fund); failures are toasted by the api layer. */
export function DemoFundsButton({ onClaimed }: { onClaimed: () => void }) {
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
