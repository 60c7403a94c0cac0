import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDemoFeatures } from '../../../state/demo';

/**
 * Simulated trading: only while the server's demo features are on (wap/config `demo`), where asset/demo/fund exists;
 * the top-up itself lives on /property, beside the balances it fills.
 */
export function DemoTradingEntry() {
  const { t } = useTranslation();
  if (!useDemoFeatures()) return null;
  return (
    <section className="mine-demo" aria-label={t('mine.demo.title')}>
      <h2 className="mine-demo__title">{t('mine.demo.title')}</h2>
      <p className="mine-demo__text">{t('mine.demo.text')}</p>
      <Link className="button button--secondary" to="/property">
        {t('mine.demo.action')}
      </Link>
    </section>
  );
}
