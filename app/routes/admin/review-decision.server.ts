import { data } from 'react-router';
import { type Decision, decisionSchema } from '~/features/instructors/instructors.schema';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ReviewAnswer } from './application-review-parts-view';

/*
 * The decision form of every application review screen (instructors', vendors'), read and
 * checked once: the application's id, the decision, and the note (needed to ask for changes or
 * to reject). A refusal is the answer to send back as it is.
 */
export async function readReviewDecision(
  request: Request,
): Promise<
  { ok: true; id: string; decision: Decision; note: string } | { ok: false; answer: ReturnType<typeof data<ReviewAnswer>> }
> {
  const read = await readForm(request);
  if (!read.ok) return { ok: false, answer: data<ReviewAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 }) };
  const id = textField(read.form, 'id');
  const parsed = decisionSchema.safeParse({ decision: textField(read.form, 'decision'), note: textField(read.form, 'note') });
  if (!parsed.success)
    return {
      ok: false,
      answer: data<ReviewAnswer>(
        {
          ok: false,
          message: parsed.error.issues[0]?.message ?? 'errors.badForm',
          id,
          field: String(parsed.error.issues[0]?.path[0] ?? ''),
        },
        { status: 400 },
      ),
    };
  return { ok: true, id, ...parsed.data };
}
