import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../components/Icon';

/** Looks like a search box; opens the coin search page, where typing happens. */
export function SearchEntry() {
  const { t } = useTranslation();
  return (
    <Link className="search-entry" to="/coinSearch">
      <Icon name="search" size={20} />
      <span>{t('home.search.placeholder')}</span>
    </Link>
  );
}
