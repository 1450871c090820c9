import type { OrderStatus } from '~/features/orders/order-state';

/*
 * Verde AI's actions as the panel sees them (issue 38): what it proposes beside an answer
 * (propose-action.server.ts) and what was done once the person confirmed (run-action.server.ts),
 * as JSON: dates are ISO strings.
 */

export type ActionProposal =
  | {
      kind: 'add-materials';
      pagePath: string;
      pageTitle: string;
      products: { name: string; priceCents: number | null; isInStock: boolean }[];
    }
  | { kind: 'my-orders'; needsSignIn: boolean }
  | {
      kind: 'beginner-course';
      courses: { slug: string; title: string; priceCents: number; path: string }[];
      /** The free course the person may enrol in from the panel (the first free one offered), if any. */
      enrolSlug: string | null;
      needsSignIn: boolean;
    };

export type ActionOutcome =
  | { kind: 'add-materials'; pageTitle: string; added: number; soldOut: string[] }
  | {
      kind: 'my-orders';
      orders: { number: number; status: OrderStatus; totalCents: number; createdAt: string; path: string }[];
      total: number;
    }
  | { kind: 'enrol'; title: string; path: string; isNew: boolean };
