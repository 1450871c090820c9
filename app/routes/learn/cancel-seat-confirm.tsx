import { useRef } from 'react';
import { Form } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { formatPrice } from '~/utils/money';
import { pathTo } from '~/utils/routes/path-to';

/** What a paid seat gets back if cancelled now (the class's refund rule). */
export type SeatRefund = { refundsNow: boolean; totalCents: number; refundDeadline: string };

/**
 * Cancelling a seat takes a confirm step that needs no script (issue 35, point 15), like revoking a
 * certificate: the first button opens a disclosure asking "Cancel your seat on <class> at <time>?",
 * with what a paid seat gets back under the class's rule (in full before the cut-off, nothing
 * after), and only "Yes, cancel my seat" posts (to the class page's action). "Keep my seat" closes
 * it; without JavaScript it is a link to the page the person is on.
 */
export function CancelSeatConfirm({
  seat,
  refund,
  label,
  busy = false,
  size = 'md',
  keepHref,
}: {
  seat: { classId: string; title: string; startsAt: string };
  refund: SeatRefund | null;
  label: string;
  busy?: boolean;
  size?: 'sm' | 'md';
  /** Where "Keep my seat" leads without JavaScript: the page it is on. */
  keepHref: string;
}) {
  const { t, i18n } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details ref={details} className="w-full">
      <summary className={buttonClass('secondary', size, 'w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        {label}
      </summary>
      <div className="mt-3 rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="font-semibold text-stone-900">
          {t('learning.classes.cancelConfirm.question', { title: seat.title, time: formatWhen(seat.startsAt) })}
        </p>
        {refund && (
          <p className="mt-1 text-sm text-stone-700">
            {refund.refundsNow
              ? t('learning.classes.cancelConfirm.refunded', {
                  price: formatPrice(refund.totalCents, i18n.language),
                  time: formatWhen(refund.refundDeadline),
                })
              : t('learning.classes.cancelConfirm.notRefunded')}
          </p>
        )}
        <Form
          method="post"
          action={pathTo('/coaching/classes/:classId', { classId: seat.classId })}
          className="mt-3 flex flex-wrap gap-3"
        >
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className={buttonClass('danger', size)} disabled={busy}>
            {t('learning.classes.cancelConfirm.yes')}
          </button>
          <a
            href={keepHref}
            className={buttonClass('secondary', size)}
            onClick={(event) => {
              event.preventDefault();
              details.current?.removeAttribute('open');
              details.current?.querySelector('summary')?.focus();
            }}
          >
            {t('learning.classes.cancelConfirm.keep')}
          </a>
        </Form>
      </div>
    </details>
  );
}
