import { TICKET_CONTENT_MAX, TICKET_TITLE_MAX } from '@contract/ticket-limits';

export interface QuestionDraft {
  title: string;
  content: string;
}

export type DraftProblem = { key: 'required' } | { key: 'tooLong'; max: number } | null;

/** The form's own check of a field (the server checks again): trimmed, not empty, within its length. */
export function fieldProblem(value: string, max: number): DraftProblem {
  const text = value.trim();
  if (text === '') return { key: 'required' };
  return Array.from(text).length > max ? { key: 'tooLong', max } : null;
}

export function draftProblems(draft: QuestionDraft): { title: DraftProblem; content: DraftProblem } {
  return { title: fieldProblem(draft.title, TICKET_TITLE_MAX), content: fieldProblem(draft.content, TICKET_CONTENT_MAX) };
}
