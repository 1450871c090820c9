import { type FormEvent, type ReactNode, useCallback, useState } from 'react';
import { useFetcher, useFetchers, useSubmit } from 'react-router';
import { useAnswerToast } from '~/components/ui/use-answer-toast';
import type { ActionAnswer } from '~/utils/form-result';

/**
 * The fetcher key a post's button form is sent through (`like-<id>`, `accept-<id>`,
 * `moderate-<id>`): one a form, as each form's own fetcher had, and the id of its answer's toast.
 */
export const postFormKey = (kind: 'like' | 'accept' | 'moderate', postId: string) => `${kind}-${postId}`;

/** The attribute that marks a post's button form for the list's one submit handler. */
export const SENT_BY_LIST = 'data-fetcher-key';

export type PostForms = {
  onSubmit: (event: FormEvent<HTMLElement>) => void;
  /** What each marked form is sending now, by its key (a like's value, a button's being pressed). */
  pending: ReadonlyMap<string, FormData>;
  answers: ReactNode;
};

/**
 * The button forms of a thread's posts (like, accept, a moderator's hide or restore), sent by one
 * submit handler on the list of posts instead of a fetcher in every post (issue 37: the posts'
 * fetchers and links were a quarter of the page's render, and an admin had two fetchers a post).
 * Each is a plain `<form method="post">` marked with its fetcher key (`data-fetcher-key`), which
 * works without JavaScript; with it, `onSubmit` sends the form through React Router with the
 * button pressed as its fetcher form did (no navigation, the page's data revalidated after),
 * `pending` has the form data a key is sending (a like shows its new value at once, a button is
 * disabled), and `answers` shows each answer as a toast when it has a message, as each form's
 * own `useAnswerToast` did.
 */
export function usePostForms(): PostForms {
  const submit = useSubmit();
  const fetchers = useFetchers();
  // The keys sent from this page, whose answers are watched (none on the server).
  const [sent, setSent] = useState<readonly string[]>([]);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLElement>) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement)) return;
      const key = form.getAttribute(SENT_BY_LIST);
      if (!key) return;
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      setSent((known) => (known.includes(key) ? known : [...known, key]));
      // The button itself, so that its name and value go with the form (a moderator's decision).
      void submit(submitter instanceof HTMLButtonElement ? submitter : form, { navigate: false, fetcherKey: key });
    },
    [submit],
  );
  const pending = new Map<string, FormData>();
  for (const fetcher of fetchers) {
    if (fetcher.formData && sent.includes(fetcher.key)) pending.set(fetcher.key, fetcher.formData);
  }
  return { onSubmit, pending, answers: sent.map((key) => <PostFormAnswer key={key} fetcherKey={key} />) };
}

function PostFormAnswer({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher<ActionAnswer>({ key: fetcherKey });
  useAnswerToast(fetcher, fetcherKey);
  return null;
}
