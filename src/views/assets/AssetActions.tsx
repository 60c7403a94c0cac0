import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** The spec's asset actions, in its order, each a link to its screen. */
const ACTIONS: readonly { key: 'deposit' | 'withdraw' | 'fiat' | 'transfer' | 'exchange'; glyph: string; to: string }[] = [
  { key: 'deposit', glyph: '↓', to: '/recharge' },
  { key: 'withdraw', glyph: '↑', to: '/withdraw' },
  { key: 'fiat', glyph: '¤', to: '/withdrawBank' },
  { key: 'transfer', glyph: '⇄', to: '/transfer' },
  { key: 'exchange', glyph: '↻', to: '/convert' },
];

export function AssetActions() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('assets.actions.label')}>
      <ul className="asset-actions">
        {ACTIONS.map(({ key, glyph, to }) => (
          <li key={key}>
            <Link className="asset-action" to={to}>
              <span className="asset-action__glyph" aria-hidden="true">
                {glyph}
              </span>
              {t(`assets.actions.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
