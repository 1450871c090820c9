import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { renderMarkdown } from '~/features/content/content.server';
import { banFormSchema, moveFormSchema } from '~/features/forum/forum.schema';
import { HANDLE_PATTERN } from '~/features/forum/mentions';
import {
  listModerationLog,
  listModerationQueue,
  moderatePost,
  moveThread,
  setBan,
  setThreadFlag,
} from '~/features/forum/moderation.server';
import { setModerator } from '~/features/forum/moderators.server';
import { pageSeo } from '~/features/seo/seo.server';
import type { Failure } from '~/utils/failure';
import { answerResponse } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type ActionAnswer, fieldErrorsOf } from '~/utils/form-result';
import { isUuid } from '~/utils/ids';

/** /forum/moderation: the queue (reported posts, held posts) and the log. Admins only (the route table). */
export async function loadModerationPage(request: Request, { user }: { user: SessionUser }) {
  const [queue, log] = await Promise.all([listModerationQueue({ actor: user }), listModerationLog({ actor: user })]);
  const withHtml = <T extends { bodyMd: string }>(post: T) => {
    const { bodyMd, ...rest } = post;
    return { ...rest, html: renderMarkdown(bodyMd, { headingOffset: 2, isUserContent: true }).html };
  };
  return {
    reported: queue.reported.map(withHtml),
    held: queue.held.map(withHtml),
    log,
    seo: await pageSeo(request, { path: '/forum/moderation', pageKey: 'forumModeration', noindex: true }),
  };
}

/** A button's answer; or, asked to go `back` (the queue, whose decided post leaves the page), a redirect with its toast. */
function answer(result: { ok: true } | Failure, success: string, request?: Request, back?: string) {
  if (result.ok && back && request)
    return redirect(back, { headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: success }, request) } });
  return answerResponse(result, success);
}

const badForm = () => data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });

/** A moderator's decision; the operations refuse anyone who is not one (Access Denied). */
export async function moderationAction(request: Request, { user }: { user: SessionUser }) {
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  switch (textField(form, 'intent')) {
    case 'post': {
      const postId = textField(form, 'postId');
      const decision = textField(form, 'decision');
      if (!isUuid(postId) || !['hide', 'restore', 'approve', 'dismiss'].includes(decision)) return badForm();
      const result = await moderatePost({
        actor: user,
        postId,
        decision: decision as 'hide' | 'restore' | 'approve' | 'dismiss',
      });
      const back = textField(form, 'back') === '/forum/moderation' ? '/forum/moderation' : undefined;
      return answer(result, `forum.moderation.done.${decision}`, request, back);
    }
    case 'thread': {
      const threadId = textField(form, 'threadId');
      const flag = textField(form, 'flag');
      const flags = {
        lock: ['locked', true],
        unlock: ['locked', false],
        pin: ['pinned', true],
        unpin: ['pinned', false],
      } as const;
      const chosen = flags[flag as keyof typeof flags];
      if (!isUuid(threadId) || !chosen) return badForm();
      return answer(
        await setThreadFlag({ actor: user, threadId, flag: chosen[0], value: chosen[1] }),
        `forum.moderation.done.${flag}`,
      );
    }
    case 'move': {
      const threadId = textField(form, 'threadId');
      const parsed = moveFormSchema.safeParse({ category: textField(form, 'category') });
      if (!isUuid(threadId) || !parsed.success) return badForm();
      return answer(
        await moveThread({ actor: user, threadId, categorySlug: parsed.data.category }),
        'forum.moderation.done.move',
      );
    }
    case 'ban': {
      const parsed = banFormSchema.safeParse({
        handle: textField(form, 'handle'),
        days: textField(form, 'days'),
        reason: textField(form, 'reason'),
      });
      if (!parsed.success) {
        const errors = fieldErrorsOf(parsed.error);
        return data<ActionAnswer>(
          { ok: false, message: errors.days ?? errors.reason ?? errors.handle ?? 'errors.badForm' },
          { status: 400 },
        );
      }
      return answer(await setBan({ actor: user, ...parsed.data }), 'forum.moderation.done.ban');
    }
    case 'unban': {
      const handle = textField(form, 'handle');
      if (!HANDLE_PATTERN.test(handle)) return badForm();
      return answer(await setBan({ actor: user, handle, days: null }), 'forum.moderation.done.unban');
    }
    case 'grant-moderator':
    case 'revoke-moderator': {
      const handle = textField(form, 'handle');
      if (!HANDLE_PATTERN.test(handle)) return badForm();
      const isModerator = textField(form, 'intent') === 'grant-moderator';
      return answer(
        await setModerator({ actor: user, handle, isModerator }),
        isModerator ? 'forum.moderation.done.grantModerator' : 'forum.moderation.done.revokeModerator',
      );
    }
    default:
      return badForm();
  }
}
