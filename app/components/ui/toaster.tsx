import { useEffect } from 'react';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { attachToaster, type ToastInput } from './toast-queue';

/** How long a toast with buttons stays: long enough to read it and reach a button. */
const WITH_ACTIONS_MS = 8000;

function present({ kind, title, description, id, actions }: ToastInput) {
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
