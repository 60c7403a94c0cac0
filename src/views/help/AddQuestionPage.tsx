import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { TICKET_CONTENT_MAX, TICKET_TITLE_MAX } from '@contract/ticket-limits';
import { showToast } from '../../api/notify';
import { createTicket$ } from '../../api/tickets';
import { useSignedIn } from '../../state/session';
import { useSubmit } from '../../state/submit';
import { SignInPrompt } from '../components/SignInPrompt';
import { TextInputField } from '../components/TextInputField';
import { QuestionImages } from './QuestionImages';
import { draftProblems, type DraftProblem } from './questionForm';
import './help.css';

/** /mine/addQuestion — a question to the operator: title, content and up to 3 images; the reply arrives in My questions. */
export default function AddQuestionPage() {
  const { t } = useTranslation();
  return useSignedIn() ? <QuestionForm /> : <SignInPrompt text={t('help.add.signIn')} target="/mine/addQuestion" />;
}

function QuestionForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contentId = useId();
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const [waitHint, setWaitHint] = useState(false);
  const submit = useSubmit(() => {
    showToast(t('help.add.sent'), 'success');
    void navigate('/mine/questionRecord');
  });
  const problems = draftProblems({ title, content });
  const message = (problem: DraftProblem, field: string): string | null =>
    !tried || problem === null
      ? null
      : problem.key === 'required'
        ? t('help.add.required', { field })
        : t('help.add.tooLong', { field, max: problem.max });
  const titleError = message(problems.title, t('help.add.titleLabel'));
  const contentError = message(problems.content, t('help.add.contentLabel'));
  const onSubmit = () => {
    setTried(true);
    setWaitHint(uploading);
    if (uploading || problems.title || problems.content) return;
    submit.run(createTicket$({ title: title.trim(), content: content.trim(), images }));
  };
  return (
    <form
      className="help help-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextInputField
        label={t('help.add.titleLabel')}
        placeholder={t('help.add.titlePlaceholder')}
        value={title}
        onChange={setTitle}
        maxLength={TICKET_TITLE_MAX}
        error={titleError}
        testId="question-title"
      />
      <div className="text-input-field">
        <label htmlFor={contentId} className="text-input-field__label">
          {t('help.add.contentLabel')}
        </label>
        <textarea
          id={contentId}
          data-testid="question-content"
          placeholder={t('help.add.contentPlaceholder')}
          value={content}
          maxLength={TICKET_CONTENT_MAX}
          aria-invalid={contentError !== null}
          aria-describedby={contentError !== null ? `${contentId}-error` : undefined}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        <p className="help-form__count">{t('help.add.count', { n: Array.from(content).length, max: TICKET_CONTENT_MAX })}</p>
        {contentError !== null && (
          <p id={`${contentId}-error`} className="field-hint" role="alert">
            {contentError}
          </p>
        )}
      </div>
      <QuestionImages urls={images} onChange={setImages} onBusyChange={setUploading} />
      {waitHint && uploading && (
        <p className="field-hint" role="alert">
          {t('help.add.waitUpload')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={submit.busy} data-testid="question-submit">
        {t('help.add.submit')}
      </button>
    </form>
  );
}
