import { Link } from 'react-router';
import { useTimeZone } from '~/components/ui/time-zone';
import { useTranslation } from '~/i18n/use-translation';
import { formatDate } from '~/utils/format-date';
import { formatPrice } from '~/utils/money';
import type { ActionOutcome, ActionProposal } from '../action-types';
import type { ChatTurn } from './use-assistant-chat';

/*
 * Verde AI's actions in the panel (issue 38): the offer beside an answer, with what it would do
 * in full (the products and their prices, the course), and Confirm / No thanks; then, as its own
 * turn, what was done. A visitor offered what needs an account gets a sign-in link instead.
 */

const buttonClass = 'rounded-full px-3 py-1.5 text-xs font-semibold disabled:opacity-60';
const linkClass = 'font-medium text-brand-800 underline underline-offset-2';

function SignInLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/auth" onClick={onNavigate} className={linkClass}>
      {t('assistant.actions.signIn')}
    </Link>
  );
}

function offerText(action: ActionProposal, t: ReturnType<typeof useTranslation>['t']) {
  if (action.kind === 'add-materials') return t('assistant.actions.addMaterials.offer', { title: action.pageTitle });
  if (action.kind === 'my-orders') return t('assistant.actions.myOrders.offer');
  return t('assistant.actions.beginner.offer');
}

export function ActionOffer({
  turn,
  onConfirm,
  onDismiss,
  onNavigate,
}: {
  turn: ChatTurn & { action: ActionProposal };
  onConfirm: () => void;
  onDismiss: () => void;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { action, actionState } = turn;
  if (actionState === 'dismissed') return null;
  const needsSignIn = action.kind !== 'add-materials' && action.needsSignIn;
  const canConfirm =
    actionState !== 'done' &&
    !needsSignIn &&
    (action.kind === 'add-materials' ? action.products.some((product) => product.isInStock) : true) &&
    (action.kind === 'beginner-course' ? action.enrolSlug !== null : true);
  const enrolTitle =
    action.kind === 'beginner-course' ? action.courses.find((course) => course.slug === action.enrolSlug)?.title : null;
  return (
    <div className="mt-2 rounded-xl border border-brand-200 bg-white p-3 text-xs" data-testid="assistant-action">
      <p className="font-semibold text-stone-900">{offerText(action, t)}</p>
      {action.kind === 'add-materials' && (
        <ul className="mt-1 space-y-0.5 text-stone-700">
          {action.products.map((product) => (
            <li key={product.name}>
              {product.name}
              {product.priceCents !== null && ` · ${formatPrice(product.priceCents, i18n.language)}`}
              {!product.isInStock && <span className="font-semibold text-red-800"> · {t('catalog.stock.out')}</span>}
            </li>
          ))}
        </ul>
      )}
      {action.kind === 'beginner-course' && (
        <ul className="mt-1 space-y-0.5">
          {action.courses.map((course) => (
            <li key={course.slug}>
              <Link to={course.path} onClick={onNavigate} className={linkClass}>
                {course.title}
              </Link>{' '}
              · {course.priceCents === 0 ? t('assistant.actions.beginner.free') : formatPrice(course.priceCents, i18n.language)}
            </li>
          ))}
        </ul>
      )}
      {needsSignIn ? (
        <p className="mt-2 text-stone-700">
          {t('assistant.actions.needsAccount')} <SignInLink onNavigate={onNavigate} />
        </p>
      ) : actionState === 'done' ? (
        <p className="mt-2 text-stone-600">{t('assistant.actions.done')}</p>
      ) : (
        canConfirm && (
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              onClick={onConfirm}
              disabled={actionState === 'working'}
              className={`${buttonClass} bg-brand-800 text-white hover:bg-brand-900`}
            >
              {action.kind === 'add-materials'
                ? t('assistant.actions.addMaterials.confirm')
                : action.kind === 'my-orders'
                  ? t('assistant.actions.myOrders.confirm')
                  : t('assistant.actions.beginner.confirm', { title: enrolTitle ?? '' })}
            </button>
            <button
              type="button"
              onClick={onDismiss}
              className={`${buttonClass} border border-stone-300 text-stone-800 hover:bg-stone-50`}
            >
              {t('assistant.actions.dismiss')}
            </button>
          </div>
        )
      )}
    </div>
  );
}

/** What a confirmed action did, said as Verde AI's turn. */
export function ActionOutcomeView({ outcome, onNavigate }: { outcome: ActionOutcome; onNavigate: () => void }) {
  const { t, i18n } = useTranslation();
  const timeZone = useTimeZone();
  if (outcome.kind === 'add-materials')
    return (
      <div>
        <p>
          {outcome.added > 0
            ? t('assistant.actions.addMaterials.added', { count: outcome.added, title: outcome.pageTitle })
            : t('assistant.actions.addMaterials.noneAdded')}
        </p>
        {outcome.soldOut.length > 0 && (
          <p className="mt-1">
            {t('assistant.actions.addMaterials.soldOut', {
              names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(outcome.soldOut),
            })}
          </p>
        )}
      </div>
    );
  if (outcome.kind === 'my-orders')
    return outcome.orders.length === 0 ? (
      <p>{t('assistant.actions.myOrders.none')}</p>
    ) : (
      <div>
        <p>{t('assistant.actions.myOrders.latest', { count: outcome.total })}</p>
        <ul className="mt-1 space-y-1">
          {outcome.orders.map((order) => (
            <li key={order.number}>
              <Link to={order.path} onClick={onNavigate} className={linkClass}>
                {t('orders.number', { number: order.number })}
              </Link>{' '}
              · {t(`orders.status.${order.status}`)} · {formatPrice(order.totalCents, i18n.language)} ·{' '}
              {formatDate(order.createdAt, i18n.language, timeZone)}
            </li>
          ))}
        </ul>
        <Link to="/orders" onClick={onNavigate} className={`mt-1 inline-block ${linkClass}`}>
          {t('assistant.actions.myOrders.all')}
        </Link>
      </div>
    );
  return (
    <p>
      {outcome.isNew
        ? t('assistant.actions.beginner.enrolled', { title: outcome.title })
        : t('assistant.actions.beginner.already', { title: outcome.title })}{' '}
      <Link to={outcome.path} onClick={onNavigate} className={linkClass}>
        {t('assistant.actions.beginner.start')}
      </Link>
    </p>
  );
}
