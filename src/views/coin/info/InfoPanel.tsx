import { useTranslation } from 'react-i18next';
import type { SymbolInfo } from '@contract/market';
import { formatPrice } from '../../../format';
import { safeExternalUrl } from './externalLink';

/** A whole-unit supply with separators; a supply given in words (e.g. no cap) is shown as given. */
function supplyText(value: string): string {
  return /^\d+(\.\d+)?$/.test(value) ? formatPrice(value, 0) : value;
}

function ExternalLink({ href }: { href: string }) {
  const url = safeExternalUrl(href);
  if (!url) return <span>{href || '--'}</span>;
  return (
    <a href={url.href} target="_blank" rel="noopener noreferrer" className="info-link">
      {url.host + (url.pathname === '/' ? '' : url.pathname)}
    </a>
  );
}

/** The coin's introduction, total supply, official site and block explorer (market/symbol). */
export function InfoPanel({ info }: { info: SymbolInfo }) {
  const { t } = useTranslation();
  return (
    <div className="coin-info">
      <h2 className="coin-info__title">{t('coin.info.introduction', { name: info.base })}</h2>
      <p className="coin-info__intro">{info.introduction || t('coin.info.noIntroduction')}</p>
      <dl className="coin-info__facts">
        <div>
          <dt>{t('coin.info.totalSupply')}</dt>
          <dd>{supplyText(info.totalSupply)}</dd>
        </div>
        <div>
          <dt>{t('coin.info.officialSite')}</dt>
          <dd>
            <ExternalLink href={info.officialSite} />
          </dd>
        </div>
        <div>
          <dt>{t('coin.info.blockExplorer')}</dt>
          <dd>
            <ExternalLink href={info.blockExplorer} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
