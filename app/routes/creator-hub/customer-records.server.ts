import { listLearners } from '~/features/learning/learners.server';
import { listAllOrders } from '~/features/orders/admin-orders.server';
import { listOrders } from '~/features/orders/orders.server';

/*
 * What a customer has with us, as the administration's pages show it beside a ticket or a member
 * (decisions 0082, 0111): their latest orders and course enrolments, read through the orders' and
 * learning's own functions (the pages' domains read none of their tables).
 */

/** How many of the customer's orders and enrolments a page lists. */
const SHOWN = 10;

/**
 * The customer's orders: those of the linked account, or, for a visitor's ticket, those placed
 * with the address they wrote from (an exact match, not the list search's "contains").
 */
async function customerOrders({ userId, email }: { userId: string | null; email: string }) {
  if (userId) {
    const { orders, total } = await listOrders(userId, 1);
    return { orders: orders.slice(0, SHOWN), total };
  }
  const { orders } = await listAllOrders({ status: null, q: email, page: 1 });
  const exact = orders.filter((order) => order.email.toLowerCase() === email);
  return { orders: exact.slice(0, SHOWN), total: exact.length };
}

/** The customer's course enrolments, by their account's address (or the one they wrote from). */
async function customerEnrolments(email: string) {
  const { learners } = await listLearners({ q: email, page: 1 });
  const exact = learners.filter((learner) => learner.email.toLowerCase() === email);
  return { enrolments: exact.slice(0, SHOWN), total: exact.length };
}

/** The customer's latest orders and enrolments, with how many of each there are, as the page's data carries them. */
export async function loadCustomerRecords({ userId, email: address }: { userId: string | null; email: string }) {
  // Addresses are compared in lower case, as accounts and orders keep them.
  const email = address.toLowerCase();
  const [orders, learning] = await Promise.all([customerOrders({ userId, email }), customerEnrolments(email)]);
  return {
    orders: orders.orders.map(({ id, number, status, totalCents, createdAt }) => ({ id, number, status, totalCents, createdAt })),
    ordersTotal: orders.total,
    enrolments: learning.enrolments.map((row) => ({
      id: row.id,
      courseTitle: row.courseTitle,
      courseSlug: row.courseSlug,
      enrolledAt: row.enrolledAt,
      completedAt: row.completedAt,
      progress: row.progress,
    })),
    enrolmentsTotal: learning.total,
  };
}

export type CustomerRecords = Awaited<ReturnType<typeof loadCustomerRecords>>;
