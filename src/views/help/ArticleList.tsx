import { useState } from 'react';
import type { ContentSummary } from '@contract/content';
import { ContentSheet } from '../components/ContentSheet';
import '../components/card-list.css';

/** Help articles by title; one opens in a sheet, read in the interface language. */
export function ArticleList({ articles }: { articles: readonly ContentSummary[] }) {
  const [open, setOpen] = useState<ContentSummary | null>(null);
  return (
    <>
      <ul className="card-list">
        {articles.map((article) => (
          <li key={article.id}>
            <button type="button" className="card-list__item help-articles__item" onClick={() => setOpen(article)}>
              <span className="help-articles__title">{article.title}</span>
              <span className="help-articles__summary">{article.summary}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && <ContentSheet code={open.code} title={open.title} onClose={() => setOpen(null)} />}
    </>
  );
}
