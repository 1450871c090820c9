import { useEffect, useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useTranslation } from '~/i18n/use-translation';
import { cn } from '~/utils/cn';
import type { ActionAnswer } from '~/utils/form-result';
import { forgetUnsaved, readUnsaved, type Unsaved } from './unsaved-season';

/** Posts a finished season to the page's action, which replays it before saving its score. */
export function SaveScore({ season, onSaved }: { season: Unsaved; onSaved?: () => void }) {
  const { t } = useTranslation();
  // The page's action answers a button's answer; a visitor's also says where to sign in.
  const fetcher = useFetcher<ActionAnswer & { signInHref?: string }>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const isSaved = answer?.ok === true;
  const after = useRef(onSaved);
  after.current = onSaved;
  useEffect(() => {
    if (!isSaved) return;
    forgetUnsaved();
    after.current?.();
  }, [isSaved]);
  return (
    <fetcher.Form method="post" action="/pumpkin/game" className="space-y-2">
      <input type="hidden" name="seed" value={season.seed} />
      <input type="hidden" name="moves" value={season.moves} />
      <input type="hidden" name="score" value={season.score} />
      {!isSaved && (
        <button type="submit" disabled={fetcher.state !== 'idle'} className={buttonClass('primary', 'md', 'min-h-11')}>
          {fetcher.state === 'idle' ? t('game.save.button') : t('game.save.saving')}
        </button>
      )}
      <p role="status" className={cn('text-sm font-semibold', answer?.ok === false ? 'text-red-700' : 'text-brand-900')}>
        {answer ? t(answer.message, answer.messageVars ?? {}) : ''}
      </p>
      {answer?.signInHref && (
        <Link to={answer.signInHref} className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          {t('game.save.signInLink')}
        </Link>
      )}
    </fetcher.Form>
  );
}

/** A season a visitor finished before signing in, offered for saving once they have. */
export function PendingSave() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Unsaved | null>(null);
  const [isDone, setIsDone] = useState(false);
  // Read after hydration: the server cannot see this tab's storage.
  useEffect(() => {
    const stored = readUnsaved();
    if (stored) setPending(stored);
  }, []);
  if (!pending) return null;
  return (
    <div className="mb-6 rounded-2xl border border-amber-300 bg-amber-50 p-4">
      {!isDone && <p className="font-semibold text-stone-900">{t('game.save.pending', { score: pending.score })}</p>}
      <div className="mt-2">
        <SaveScore season={pending} onSaved={() => setIsDone(true)} />
      </div>
    </div>
  );
}
