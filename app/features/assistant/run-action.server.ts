import { addSeveralToCart } from '~/features/cart/cart.server';
import { isInStock } from '~/features/catalog/catalog.server';
import { findPublishedCourse } from '~/features/learning/courses.server';
import { enrolInFreeCourse } from '~/features/learning/enrolments.server';
import { listOrders } from '~/features/orders/orders.server';
import type { Actor } from '~/utils/actor';
import type { Result } from '~/utils/failure';
import { pathTo } from '~/utils/routes/path-to';
import type { ActionRequest } from './action.schema';
import { materialsOf } from './action-targets.server';
import type { ActionOutcome } from './action-types';
import { type AssistantCode, assistantFailure } from './failures';

/*
 * Does what the person confirmed in Verde AI's panel (issue 38), as the person, through the
 * operation the page that normally does it uses, with its rules: the cart's own adding (stock,
 * limits, a visitor's cart by its cookie), the person's own orders only, and a free course's
 * enrolment (a paid course is bought on its page). A visitor is asked to sign in for what needs
 * an account. The headers carry the cart's cookie when a visitor's first cart is made.
 */

/** How many recent orders the panel lists. */
export const ORDERS_SHOWN = 3;

export async function runAction({
  request,
  actor,
  action,
}: {
  request: Request;
  actor: Actor | null;
  action: ActionRequest;
}): Promise<Result<{ outcome: ActionOutcome; headers: Headers }, AssistantCode | string>> {
  const headers = new Headers();
  if (action.kind === 'add-materials') {
    const page = await materialsOf(action.pagePath);
    if (!page) return assistantFailure('action-not-found');
    const buyable = page.products.filter(isInStock);
    const added =
      buyable.length > 0 ? await addSeveralToCart({ request, productIds: buyable.map((product) => product.id) }) : null;
    const soldOut = page.products.filter((product) => !isInStock(product)).map((product) => product.name);
    return {
      ok: true,
      outcome: { kind: 'add-materials', pageTitle: page.title, added: added?.added ?? 0, soldOut },
      headers: added?.headers ?? headers,
    };
  }
  if (!actor) return assistantFailure('sign-in-for-action');
  if (action.kind === 'my-orders') {
    const { orders, total } = await listOrders(actor.id);
    return {
      ok: true,
      outcome: {
        kind: 'my-orders',
        orders: orders.slice(0, ORDERS_SHOWN).map((order) => ({
          number: order.number,
          status: order.status,
          totalCents: order.totalCents,
          createdAt: order.createdAt.toISOString(),
          path: pathTo('/orders/:orderId', { orderId: order.id }),
        })),
        total,
      },
      headers,
    };
  }
  const course = await findPublishedCourse({ slug: action.courseSlug });
  if (!course) return assistantFailure('action-not-found');
  const enrolled = await enrolInFreeCourse({ actor, course });
  if (!enrolled.ok) return enrolled;
  const first = course.lessons[0];
  return {
    ok: true,
    outcome: {
      kind: 'enrol',
      title: course.title,
      path: first
        ? pathTo('/courses/:slug/lessons/:lesson', { slug: course.slug, lesson: first.slug })
        : pathTo('/courses/:slug', { slug: course.slug }),
      isNew: enrolled.isNew,
    },
    headers,
  };
}
