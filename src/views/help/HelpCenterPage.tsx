import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../components/StateViews';
import { ArticleList } from './ArticleList';
import { HelpCategories } from './HelpCategories';
import { HelpEntries } from './HelpEntries';
import { useHelpSearch } from './useHelpSearch';
import './help.css';

/** /mine/helpCenter — the ticket entries, a search of the articles (on the server, in the reader's language) and the categories. */
export default function HelpCenterPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [attempt, setAttempt] = useState(0);
  const search = useHelpSearch(keyword, attempt);
  return (
    <div className="help">
      <HelpEntries />
      <div className="help-search" role="search">
        <input
          aria-label={t('help.center.searchLabel')}
          type="search"
          className="help-search__input"
          placeholder={t('help.center.searchPlaceholder')}
          value={keyword}
          maxLength={50}
          onChange={(event) => setKeyword(event.currentTarget.value)}
        />
      </div>
      {keyword.trim() === '' ? (
        <HelpCategories />
      ) : search.kind === 'done' ? (
        search.items.length === 0 ? (
          <EmptyState text={t('help.center.noResults')} />
        ) : (
          <ArticleList articles={search.items} />
        )
      ) : search.kind === 'failed' ? (
        <ErrorState onRetry={() => setAttempt((n) => n + 1)} />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
