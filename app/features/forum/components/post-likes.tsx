import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { useFetcher, useFetchers, useSubmit } from 'react-router';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import type { ActionAnswer } from '~/utils/form-result';

/** A post's like goes through the fetcher of this key, one a post, as the like's own fetcher did. */
const likeKey = (postId: string) => `like-${postId}`;

/**
 * The likes of a thread's page, for one submit handler on the list of posts instead of a
 * fetcher in every post (issue 37: the posts' fetchers and links were a quarter of the page's
 * render). A like is a plain `<form method="post">` (LikeButton), which works without JavaScript;
 * with it, `onSubmit` sends a like's form through React Router as its fetcher form did (no
 * navigation, the page's data revalidated after), `pending` has the value a post's like is being
 * set to until then (the button shows it at once), and `answers` shows each like's answer as a
 * toast when it has one (an error), as the button's own `useAnswerToast` did.
 */
export function usePostLikes(): {
  onSubmit: (event: FormEvent<HTMLElement>) => void;
  pending: ReadonlyMap<string, boolean>;
  answers: ReactNode;
} {
  const submit = useSubmit();
  const fetchers = useFetchers();
  // The posts liked or unliked on this page, whose answers are watched (none on the server).
  const [sent, setSent] = useState<readonly string[]>([]);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLElement>) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      const fields = new FormData(form);
      const postId = fields.get('postId');
      if (fields.get('intent') !== 'like' || typeof postId !== 'string') return;
      event.preventDefault();
      setSent((known) => (known.includes(postId) ? known : [...known, postId]));
      void submit(form, { navigate: false, fetcherKey: likeKey(postId) });
    },
    [submit],
  );
  const pending = new Map<string, boolean>();
  for (const fetcher of fetchers) {
    if (fetcher.formData && fetcher.key.startsWith('like-')) {
      pending.set(fetcher.key.slice('like-'.length), fetcher.formData.get('value') === 'on');
    }
  }
  return { onSubmit, pending, answers: sent.map((postId) => <LikeAnswer key={postId} postId={postId} />) };
}

function LikeAnswer({ postId }: { postId: string }) {
  const fetcher = useFetcher<ActionAnswer>({ key: likeKey(postId) });
  useAnswerToast(fetcher, likeKey(postId));
  return null;
}
