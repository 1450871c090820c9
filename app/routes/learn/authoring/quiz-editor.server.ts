import type { SessionUser } from '~/features/accounts/guard.server';
import { questionFormSchema, quizSettingsSchema } from '~/features/learning/authoring.schema';
import type { EditableCourse } from '~/features/learning/editable-course.server';
import { deleteQuestion, saveQuestion, saveQuizSettings } from '~/features/learning/quiz-editing.server';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import { editorAnswer, valuesOf } from './course-editor.server';
import { NEW_QUESTION, OPTION_FIELDS } from './quiz-editor-form';

/** The quiz editor's page read: the course it belongs to and its quiz. */
export async function loadQuizEditorPage(request: Request, course: EditableCourse) {
  const seo = await pageSeo(request, {
    path: pathTo('/instructor-dashboard/courses/:courseId/quiz', { courseId: course.id }),
    pageKey: 'quiz-editor',
    noindex: true,
  });
  return { course: { id: course.id, title: course.title, status: course.status }, quiz: course.quiz, seo };
}

/**
 * The quiz editor's form posts, by intent: the quiz's settings, a question saved or deleted. The
 * route has checked who may edit the course; each operation checks `user` again.
 */
export async function quizEditorAction(request: Request, { user, course }: { user: SessionUser; course: EditableCourse }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const intent = textField(form, 'intent');
  const change = { actor: user, courseId: course.id };
  if (intent === 'settings') {
    const values = valuesOf(form, ['title', 'passPercent']);
    const parsed = quizSettingsSchema.safeParse({ ...values, isRequired: form.get('isRequired') === 'on' });
    if (!parsed.success)
      return editorAnswer({ ok: false, intent, target: 'settings', fieldErrors: fieldErrorsOf(parsed.error), values });
    const saved = await saveQuizSettings({ ...change, input: parsed.data });
    return editorAnswer({ ok: saved.ok, intent, message: saved.ok ? 'learning.authoring.quizSaved' : saved.message });
  }
  if (intent === 'save-question') {
    const questionId = textField(form, 'questionId');
    const target = questionId || NEW_QUESTION;
    const values = valuesOf(form, ['prompt', 'kind', 'explanation', ...OPTION_FIELDS]);
    const correct = form.getAll('correct').filter((value): value is string => typeof value === 'string');
    const parsed = questionFormSchema.safeParse({
      prompt: values.prompt,
      kind: values.kind,
      explanation: values.explanation,
      options: OPTION_FIELDS.map((field) => values[field] ?? ''),
      correct,
    });
    const kept = { ...values, correct: correct.join(',') };
    if (!parsed.success)
      return editorAnswer({ ok: false, intent, target, fieldErrors: fieldErrorsOf(parsed.error), values: kept });
    const saved = await saveQuestion({ ...change, questionId: questionId || undefined, input: parsed.data });
    if (!saved.ok) return editorAnswer({ ok: false, intent, target, message: saved.message, values: kept });
    return editorAnswer({
      ok: true,
      intent,
      message: questionId ? 'learning.authoring.questionSaved' : 'learning.authoring.questionAdded',
    });
  }
  if (intent === 'delete-question') {
    const deleted = await deleteQuestion({ ...change, questionId: textField(form, 'questionId') });
    return editorAnswer({ ok: deleted.ok, intent, message: deleted.ok ? 'learning.authoring.questionDeleted' : deleted.message });
  }
  return editorAnswer({ ok: false, intent, message: 'errors.badForm' });
}
