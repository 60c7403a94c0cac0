import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../components/Icon';

/** The way to /mine (the account, identity, security and the rest of "My page"): the avatar at the top of home. */
export function MineEntry() {
  const { t } = useTranslation();
  return (
    <Link className="mine-entry" to="/mine" aria-label={t('mine.entry')} data-testid="mine-entry">
      <Icon name="user" size={22} />
    </Link>
  );
}
