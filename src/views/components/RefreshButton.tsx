import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** The visible refresh control (for mouse, keyboard and screen-reader users; touch can also pull). */
export function RefreshButton({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={refreshing ? 'icon-button icon-button--spinning' : 'icon-button'}
      aria-label={t('common.refresh')}
      aria-busy={refreshing}
      disabled={refreshing}
      onClick={onRefresh}
    >
      <Icon name="refresh" size={20} />
    </button>
  );
}
