import { useObservableState } from 'observable-hooks';
import { useTranslation } from 'react-i18next';
import { debounceTime, distinctUntilChanged, map } from 'rxjs';
import { Icon } from '../components/Icon';
import { RemoteContent } from '../components/RemoteContent';
import { useMarketList } from '../../state/market';
import { SearchResults } from './SearchResults';

/** Wait for a pause in typing before filtering, so each keystroke stays instant on a slow phone. */
export const SEARCH_DEBOUNCE_MS = 200;

export default function CoinSearchPage() {
  const { t } = useTranslation();
  const [market, reload] = useMarketList();
  const [query, onInput] = useObservableState<string, string>(
    (input$) =>
      input$.pipe(
        debounceTime(SEARCH_DEBOUNCE_MS),
        map((text) => text.trim()),
        distinctUntilChanged(),
      ),
    '',
  );
  return (
    <section className="coin-search">
      <label className="search-box">
        <Icon name="search" size={20} />
        <input
          className="search-box__input"
          type="search"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          placeholder={t('market.search.placeholder')}
          aria-label={t('market.search.placeholder')}
          onChange={(event) => onInput(event.currentTarget.value)}
        />
      </label>
      <RemoteContent remote={market} onRetry={reload} isEmpty={(list) => list.length === 0} emptyText={t('market.empty.list')}>
        {(list) => <SearchResults summaries={list} query={query} />}
      </RemoteContent>
    </section>
  );
}
