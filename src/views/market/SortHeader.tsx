import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import type { SortColumn, SortState } from './sort';

const ORDER_NAMES = ['none', 'ascending', 'descending'] as const;

function SortButton({
  column,
  label,
  sort,
  onSort,
}: {
  column: SortColumn;
  label: string;
  sort: SortState;
  onSort: (c: SortColumn) => void;
}) {
  const { t } = useTranslation();
  const order = sort.column === column ? sort.order : 0;
  return (
    <button
      type="button"
      className={`sort-button sort-button--${ORDER_NAMES[order]}`}
      aria-label={t('market.sort.label', { column: label, state: t(`market.sort.${ORDER_NAMES[order]}`) })}
      onClick={() => onSort(column)}
    >
      {label}
      <span className="sort-button__arrows" aria-hidden="true">
        <Icon name="sortUp" size={12} />
        <Icon name="sortDown" size={12} />
      </span>
    </button>
  );
}

/**
 * Column headers of the market list; name, volume and latest price sort in three states. The Futures tab names its
 * price column (mark price) and shows the funding rate, not sortable, where the volume is.
 */
export function SortHeader({
  sort,
  onSort,
  priceLabel,
  secondaryLabel,
}: {
  sort: SortState;
  onSort: (column: SortColumn) => void;
  priceLabel?: string;
  /** replaces the volume sort */
  secondaryLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="sort-header">
      <span className="sort-header__name">
        <SortButton column="name" label={t('market.columns.name')} sort={sort} onSort={onSort} />
        <span aria-hidden="true">/</span>
        {secondaryLabel ?? <SortButton column="volume" label={t('market.columns.volume')} sort={sort} onSort={onSort} />}
      </span>
      <span className="sort-header__price">
        <SortButton column="price" label={priceLabel ?? t('market.columns.price')} sort={sort} onSort={onSort} />
      </span>
      <span className="sort-header__change">{t('market.columns.change')}</span>
    </div>
  );
}
