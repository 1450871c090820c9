import type { SessionUser } from '~/features/accounts/guard.server';
import { findPurchasedLearning } from '~/features/learning/purchased-learning.server';
import { roomWindow } from '~/features/live/room-window';
import { loadOrderOutcome } from '~/features/orders/outcome.server';

const PAID = new Set(['paid', 'shipped', 'delivered']);

/**
 * /checkout/success: the order's real outcome (orders), and, once it is paid, what it bought of the
 * school (learning) with the way in: a course's first lesson, a class's time, calendar file and room.
 */
export async function loadCheckoutSuccess(request: Request, user: SessionUser | null) {
  const page = await loadOrderOutcome(request, user, '/checkout/success', 'checkout-success');
  const outcome = page.outcome;
  const learning =
    outcome && PAID.has(outcome.status)
      ? await findPurchasedLearning({ productIds: outcome.items.map((item) => item.productId) })
      : { courses: [], classes: [] };
  const learningProductIds = new Set([...learning.courses, ...learning.classes].map((item) => item.productId));
  return {
    ...page,
    learning: {
      courses: learning.courses,
      classes: learning.classes.map((session) => ({
        ...session,
        startsAt: session.startsAt.toISOString(),
        roomOpensAt: roomWindow(session).opensAt.toISOString(),
      })),
      /** Everything the order bought is a course or a class: nothing else to shop for here. */
      isLearningOnly: Boolean(
        outcome && outcome.items.length > 0 && outcome.items.every((item) => learningProductIds.has(item.productId)),
      ),
    },
  };
}
