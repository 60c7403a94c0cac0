import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CycleRules } from '@contract/cycle';
import { useSignedIn } from '../../../../state/session';
import { SignInPrompt } from '../../../components/SignInPrompt';
import { EvidenceSheet } from '../evidence/EvidenceSheet';
import { OpenCycleOrders } from './OpenCycleOrders';

/** The user's open orders (live, with their countdown); any order opens its evidence. */
export function CycleOrdersSection({ rules, here }: { rules: CycleRules; here: string }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [evidenceOf, setEvidenceOf] = useState<string | null>(null);
  if (!signedIn) return <SignInPrompt text={t('trade.cycle.orders.signIn')} target={here} />;
  return (
    <section className="trade-orders cycle-orders-section" aria-labelledby="cycle-orders-title">
      <h2 id="cycle-orders-title" className="section-title">
        {t('trade.open.title')}
      </h2>
      <OpenCycleOrders rules={rules} onEvidence={setEvidenceOf} />
      {evidenceOf !== null && <EvidenceSheet key={evidenceOf} orderId={evidenceOf} onClose={() => setEvidenceOf(null)} />}
    </section>
  );
}
