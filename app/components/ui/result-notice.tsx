import { cn } from '~/utils/cn';

/**
 * What a form's action answered, above the form: a quiet status when it worked, an alert when it
 * did not. `message` is already translated.
 */
export function ResultNotice({ ok, message, className }: { ok: boolean; message: string; className?: string }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={cn('rounded-xl p-3 font-semibold', ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800', className)}
    >
      {message}
    </p>
  );
}
