import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentSummary } from '@contract/content';
import { HELP_CATEGORIES, type HelpCategory } from '@contract/help-categories';
import { fetchContentList$ } from '../../api/content';
import { useRemoteData } from '../../state/remote';
import { RemoteContent } from '../components/RemoteContent';
import { ArticleList } from './ArticleList';
import '../components/card-list.css';

const ALL_ARTICLES = 100;

const inCategory = (articles: readonly ContentSummary[], category: HelpCategory) => articles.filter((a) => a.category === category);

/** The categories that have articles, in the published order; one opens its article list. */
export function HelpCategories() {
  const { t } = useTranslation();
  const [remote, reload] = useRemoteData(() => fetchContentList$({ type: 'help', size: ALL_ARTICLES }));
  const [open, setOpen] = useState<HelpCategory | null>(null);
  return (
    <RemoteContent remote={remote} onRetry={reload} isEmpty={(page) => page.items.length === 0} emptyText={t('help.center.empty')}>
      {({ items }) =>
        open ? (
          <section aria-labelledby="help-category-title">
            <button type="button" className="button button--secondary help-back" onClick={() => setOpen(null)}>
              {t('help.center.back')}
            </button>
            <h2 id="help-category-title" className="help-heading">
              {t(`help.center.categories.${open}`)}
            </h2>
            <ArticleList articles={inCategory(items, open)} />
          </section>
        ) : (
          <ul className="card-list" aria-label={t('help.center.categoriesLabel')}>
            {HELP_CATEGORIES.filter((c) => inCategory(items, c).length > 0).map((category) => (
              <li key={category}>
                <button type="button" className="card-list__item help-categories__item" onClick={() => setOpen(category)}>
                  <span>{t(`help.center.categories.${category}`)}</span>
                  <span className="help-categories__count">{inCategory(items, category).length}</span>
                </button>
              </li>
            ))}
          </ul>
        )
      }
    </RemoteContent>
  );
}
