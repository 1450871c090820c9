import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { prepareAnswer } from '~/features/assistant/answer.server';
import { chatRequestSchema } from '~/features/assistant/chat.schema';
import { proposeAction } from '~/features/assistant/propose-action.server';
import { ProviderError, type SourcePassage } from '~/features/assistant/provider';
import { providerForQuestion } from '~/features/assistant/providers.server';
import { type QuestionRecord, startQuestionRecord } from '~/features/assistant/question-record.server';
import { encodeComment, encodeEvent } from '~/features/assistant/sse';
import { renderMarkdown } from '~/features/content/content.server';
import { accountLimitKey, checkRateLimits, type RateLimitCheck } from '~/features/security/rate-limit.server';
import { clientIp } from '~/features/security/security.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { getLogger } from '~/utils/logger.server';
import { readJsonBody } from '~/utils/request-body.server';

/** A conversation of 20 messages of 2,000 characters, JSON-escaped, fits with room to spare. */
const CHAT_BODY_MAX_BYTES = 96 * 1024;

/** The SPEC's two messages (§8), as keys: the service failed, or anything else did (an empty answer included). */
const FAILED = 'assistant.errors.failed';
const WENT_WRONG = 'assistant.errors.wentWrong';

export const methodNotAllowed = () => data({ error: 'Method not allowed' }, { status: 405, headers: { Allow: 'POST' } });

/** A source as the panel lists it: its words stay on the server. */
type Source = Omit<SourcePassage, 'text' | 'parts'>;

const wantsStream = (request: Request) =>
  (request.headers.get('accept') ?? '').includes('text/event-stream') || new URL(request.url).searchParams.get('stream') === '1';

/**
 * Verde AI's endpoint (issue 38). The body is checked (4xx with a clear message, never a 500),
 * the person's allowance too (per address, and per account when signed in, in the database or
 * Redis like every limit); then the answer is prepared (declined, or retrieved and written by
 * the provider) and sent whole as the SPEC's shape, or as server-sent events for the panel:
 * `sources`, then `delta` pieces, then `done` (or `error`).
 */
export async function chatWithAi(request: Request, { user }: { user: SessionUser | null }) {
  if (request.method !== 'POST') return methodNotAllowed();
  const read = await readJsonBody(request, CHAT_BODY_MAX_BYTES);
  if (!read.ok) return read.response;
  const { t, code: language } = await getRequestLanguage(request);
  const parsed = chatRequestSchema.safeParse(read.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message.startsWith('assistant.') ? t(issue.message) : t('assistant.errors.badRequest');
    return data({ error: message }, { status: 400 });
  }
  const checks: RateLimitCheck[] = [{ name: 'assistant-ip', key: clientIp(request) }];
  if (user)
    checks.push({
      name: 'assistant-account' as const,
      key: accountLimitKey(user.id),
    });
  const limit = await checkRateLimits(request, checks, { userId: user?.id });
  if (!limit.ok)
    return data(
      { error: t('assistant.errors.rateLimited', { count: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) }) },
      { status: 429, headers: { 'Retry-After': String(limit.retryAfterSeconds) } },
    );

  const { provider } = await providerForQuestion();
  const texts = { noAnswer: t('assistant.noAnswer'), englishNote: t('assistant.englishNote') };
  let record: QuestionRecord | null = null;
  const prepared = await prepareAnswer({
    messages: parsed.data.messages,
    language,
    provider,
    texts,
    onUsage: (usage) => record?.onUsage(usage),
    signal: request.signal,
  });
  const sources: Source[] =
    prepared.kind === 'answer'
      ? prepared.sources.map(({ number, title, path, heading }) => ({ number, title, path, heading }))
      : [];
  const declined =
    prepared.kind === 'declined'
      ? `${t(prepared.messageKey)}${prepared.pointerPath ? ` ${t('assistant.decline.pointer', { path: prepared.pointerPath })}` : ''}`
      : null;
  // What it may offer to do beside the answer; nothing is done until the person confirms.
  const proposal =
    prepared.kind === 'answer'
      ? await proposeAction({ actor: user, question: prepared.question, sourcePaths: sources.map((source) => source.path) })
      : null;
  record = startQuestionRecord({
    actor: user,
    conversationId: parsed.data.conversationId ?? null,
    question: parsed.data.messages.at(-1)?.content ?? '',
    language,
    provider,
    sources,
    declineReason: prepared.kind === 'declined' ? prepared.reason : null,
    noAnswerText: texts.noAnswer,
    offersAction: proposal !== null,
  });
  const recording = record;
  // The answer's pieces. Where an action is offered, the offer is the answer: the person asked
  // for something to be done, not for the pages that mention it (the provider is never asked).
  async function* answerPieces() {
    if (prepared.kind !== 'answer') return;
    if (proposal) {
      recording.markFirstPiece();
      yield t('assistant.actions.lead');
      return;
    }
    for await (const piece of prepared.pieces) {
      recording.markFirstPiece();
      yield piece;
    }
  }

  if (!wantsStream(request)) {
    try {
      let content = declined ?? '';
      for await (const piece of answerPieces()) content += piece;
      if (!content.trim()) {
        await recording.finish({ content, isFailed: true });
        return data({ error: t(WENT_WRONG) }, { status: 502 });
      }
      const { conversationId, cited } = await recording.finish({ content, isFailed: false });
      return data({
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        sources: cited,
        action: proposal,
        provider: provider.id,
        conversationId,
      });
    } catch (error) {
      getLogger().warn({ err: error }, 'Verde AI could not answer');
      await recording.finish({ content: '', isFailed: true });
      return data({ error: t(error instanceof ProviderError ? FAILED : WENT_WRONG) }, { status: 502 });
    }
  }

  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      send(encodeComment('verde'));
      send(encodeEvent({ event: 'sources', data: JSON.stringify(proposal ? [] : sources) }));
      if (proposal) send(encodeEvent({ event: 'action', data: JSON.stringify(proposal) }));
      let content = '';
      try {
        if (declined !== null) {
          content = declined;
          recording.markFirstPiece();
          send(encodeEvent({ event: 'delta', data: JSON.stringify(declined) }));
        } else {
          for await (const piece of answerPieces()) {
            content += piece;
            send(encodeEvent({ event: 'delta', data: JSON.stringify(piece) }));
          }
        }
        if (!content.trim()) {
          await recording.finish({ content, isFailed: true });
          send(encodeEvent({ event: 'error', data: JSON.stringify(t(WENT_WRONG)) }));
        } else {
          // The finished answer on the one sanitising path: a provider's markdown is never trusted as HTML.
          const html = renderMarkdown(content, { headingOffset: 3, isUserContent: true }).html;
          const { conversationId, cited } = await recording.finish({ content, isFailed: false });
          const done = { content, html, sources: cited, provider: provider.id, conversationId };
          send(encodeEvent({ event: 'done', data: JSON.stringify(done) }));
        }
      } catch (error) {
        getLogger().warn({ err: error }, 'Verde AI could not answer');
        await recording.finish({ content: '', isFailed: true });
        send(encodeEvent({ event: 'error', data: JSON.stringify(t(error instanceof ProviderError ? FAILED : WENT_WRONG)) }));
      } finally {
        controller.close();
      }
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' },
  });
}
