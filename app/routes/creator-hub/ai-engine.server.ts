import { data } from 'react-router';
import { readPage } from '~/components/ui/data-table-params';
import type { SessionUser } from '~/features/accounts/guard.server';
import { readProviderStatus, rebuildKnowledge, tryQuestion } from '~/features/assistant/admin-tools.server';
import {
  parseQuestionFilters,
  QUESTION_OUTCOMES,
  readKnowledgeCoverage,
  readQuestionLog,
  readUnansweredQuestions,
  readUsageByDay,
} from '~/features/assistant/assistant-activity.server';
import { CHAT_LIMITS } from '~/features/assistant/chat.schema';
import { pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';

/** /creator-hub (and /creator-hub/ai-engine): Verde AI's provider, use, unanswered questions, log and knowledge. Admins only. */
export async function loadAiEngine(request: Request, { user }: { user: SessionUser }) {
  const { searchParams } = new URL(request.url);
  const filters = { ...parseQuestionFilters(searchParams), page: readPage(searchParams) };
  const [provider, usage, unanswered, log, coverage, seo] = await Promise.all([
    readProviderStatus({ actor: user }),
    readUsageByDay({ actor: user }),
    readUnansweredQuestions({ actor: user }),
    readQuestionLog({ actor: user, filters }),
    readKnowledgeCoverage({ actor: user }),
    pageSeo(request, { path: '/creator-hub', pageKey: 'creator-hub-ai-engine', noindex: true }),
  ]);
  return { provider, usage, unanswered, ...log, filters, outcomes: QUESTION_OUTCOMES, coverage, seo };
}

export type AiEngineData = Awaited<ReturnType<typeof loadAiEngine>>;

/** The test console's question, or rebuilding the knowledge index. */
export async function aiEngineAction(request: Request, { user }: { user: SessionUser }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const intent = textField(read.form, 'intent');
  if (intent === 'rebuild') {
    const rebuilt = await rebuildKnowledge({ actor: user });
    return data<ActionAnswer>({
      ok: true,
      message: 'aiEngine.knowledge.rebuilt',
      messageVars: { documents: rebuilt.cut, passages: rebuilt.passages },
    });
  }
  if (intent === 'try') {
    const question = textField(read.form, 'question').trim();
    if (!question || question.length > CHAT_LIMITS.content.max)
      return data({ ok: false as const, error: 'aiEngine.console.questionRequired', ms: 0 }, { status: 400 });
    const { t } = await getRequestLanguage(request);
    return data(
      await tryQuestion({
        actor: user,
        question,
        texts: { noAnswer: t('assistant.noAnswer'), englishNote: t('assistant.englishNote'), declined: (key) => t(key) },
      }),
    );
  }
  return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
}
