import { useTranslation } from 'react-i18next';
import { RouteLink } from '../../components/RouteLink';

type LinkKey = 'security' | 'addresses' | 'team' | 'invite' | 'help' | 'about' | 'settings';

/** The menu of /mine (spec section 2, "My page"); `account` entries need a signed-in user. */
const LINKS: readonly { key: LinkKey; to: string; account: boolean }[] = [
  { key: 'security', to: '/mine/security', account: true },
  { key: 'addresses', to: '/mine/coinAddress', account: true },
  { key: 'team', to: '/mine/myTeam', account: true },
  { key: 'invite', to: '/mine/invite', account: true },
  { key: 'help', to: '/mine/helpCenter', account: false },
  { key: 'about', to: '/aboutUs', account: false },
  { key: 'settings', to: '/setting', account: false },
];

/** Each entry links to its screen once that screen exists, and shows "Soon" until then. */
export function MineLinks({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('mine.links.label')}>
      <ul className="mine__rows">
        {LINKS.filter((link) => signedIn || !link.account).map(({ key, to }) => {
          const name = t(`mine.links.${key}`);
          return (
            <li key={key}>
              <RouteLink className="mine-row" to={to} name={name}>
                <span className="mine-row__label">{name}</span>
              </RouteLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
