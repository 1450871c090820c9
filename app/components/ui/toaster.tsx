import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { attachToaster, type ToastInput } from './toast-queue';

/** How long a toast with buttons stays: long enough to read it and reach a button. */
const WITH_ACTIONS_MS = 8000;

/*
 * A toast with an id replaces the last one shown with that id (sign-in and sign-out messages, one
 * at a time). Each is a new toast: updating the old one in place lost the message when the old
 * one's time ran out as the update arrived (it faded with the new text, unseen: a welcome after
 * a quick sign-out and sign-in never showed).
 */
const shownIds = new Map<string, string>();
let sequence = 0;

function replacing(id: string | undefined): string | undefined {
  if (!id) return undefined;
  const previous = shownIds.get(id);
  if (previous) toast.dismiss(previous);
  sequence += 1;
  const fresh = `${id}-${sequence}`;
  shownIds.set(id, fresh);
  return fresh;
}

function present({ kind, title, description, id: replaces, actions }: ToastInput) {
  const id = replacing(replaces);
  if (!actions?.length) {
    toast[kind](title, { description, id });
    return;
  }
  const shown = toast[kind](title, {
    id,
    duration: WITH_ACTIONS_MS,
    description: (
      <>
        {description}
        <span className="mt-2 flex flex-wrap gap-2">
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              className="rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-900 hover:border-brand-700 hover:text-brand-800"
              onClick={() => {
                toast.dismiss(shown);
                action.onClick();
              }}
            >
              {action.label}
            </button>
          ))}
        </span>
      </>
    ),
  });
}

// Loaded on demand by ToastHost (see toast-host.tsx).
export default function Toaster() {
  useEffect(() => {
    attachToaster(present);
    return () => attachToaster(null);
  }, []);
  return <SonnerToaster position="bottom-right" visibleToasts={3} duration={4000} closeButton richColors />;
}
