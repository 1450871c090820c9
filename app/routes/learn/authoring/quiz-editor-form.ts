import { OPTION_IDS } from '~/features/learning/authoring.schema';

// The quiz editor's form names, shared by its forms (quiz-editor-view.tsx) and the action that reads them.

/** The question form's option fields, one per option id. */
export const OPTION_FIELDS = OPTION_IDS.map((id) => `option-${id}`);

/** The target of the form that adds a question (the others are their question's id). */
export const NEW_QUESTION = 'new';
