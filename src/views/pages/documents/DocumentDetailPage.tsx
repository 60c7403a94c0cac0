import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import NotFoundPage from '../../components/NotFoundPage';
import { ContentDocument } from './ContentDocument';
import { CycleRulesDocument } from './CycleRulesDocument';
import { isDocumentType, type DocumentType } from './documentTypes';
import { FeeScheduleDocument } from './FeeScheduleDocument';
import { LockRulesDocument } from './LockRulesDocument';
import '../pages.css';

function DocumentBody({ type }: { type: DocumentType }) {
  switch (type) {
    case 'agreement':
    case 'privacy':
      return <ContentDocument code={type} />;
    case 'fees':
      return <FeeScheduleDocument />;
    case 'cycle':
      return <CycleRulesDocument />;
    case 'lockMining':
      return <LockRulesDocument />;
  }
}

/** /documentDetail/{type} — one of the published documents (docs/pages.md), re-read whenever the language changes. */
export default function DocumentDetailPage() {
  const { t, i18n } = useTranslation();
  const type = useParams().type;
  if (!isDocumentType(type)) return <NotFoundPage />;
  // focusable: a long text with no control inside must still scroll from the keyboard
  return (
    <article className="doc-page" tabIndex={0} aria-labelledby="document-title">
      <h2 id="document-title" className="doc-page__title">
        {t(`pages.documents.titles.${type}`)}
      </h2>
      <DocumentBody key={i18n.language} type={type} />
    </article>
  );
}
