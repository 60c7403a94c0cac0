import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { showToast } from '../../api/notify';
import { SoonBadge } from '../components/SoonBadge';

/** An action whose screen exists links to it (`to`); the others are shown disabled with "soon", never a dead link. */
const LATER: readonly { key: 'deposit' | 'withdraw' | 'fiat' | 'exchange'; glyph: string; to?: string }[] = [
  { key: 'deposit', glyph: '↓', to: '/recharge' },
  { key: 'withdraw', glyph: '↑', to: '/withdraw' },
  { key: 'fiat', glyph: '¤' },
  { key: 'exchange', glyph: '↻', to: '/convert' },
];

export function AssetActions() {
  const { t } = useTranslation();
  const later = LATER.map(({ key, glyph, to }) => {
    const name = t(`assets.actions.${key}`);
    if (to)
      return (
        <li key={key}>
          <Link className="asset-action" to={to}>
            <span className="asset-action__glyph" aria-hidden="true">
              {glyph}
            </span>
            {name}
          </Link>
        </li>
      );
    return (
      <li key={key}>
        <button
          type="button"
          className="asset-action asset-action--later"
          aria-disabled="true"
          onClick={() => showToast(t('assets.actions.soonHint', { name }), 'info')}
        >
          <span className="asset-action__glyph" aria-hidden="true">
            {glyph}
          </span>
          {name}
          <SoonBadge />
        </button>
      </li>
    );
  });
  return (
    <nav aria-label={t('assets.actions.label')}>
      <ul className="asset-actions">
        {later.slice(0, 3)}
        <li>
          <Link className="asset-action" to="/transfer">
            <span className="asset-action__glyph" aria-hidden="true">
              ⇄
            </span>
            {t('assets.actions.transfer')}
          </Link>
        </li>
        {later.slice(3)}
      </ul>
    </nav>
  );
}
