/*
 * The one place drizzle-kit and the client read the whole schema from. Features never import it:
 * each imports its own module and those of the features it builds on (decision 0066).
 */
export * from './accounts';
export * from './affiliates';
export * from './analytics';
export * from './assistant';
export * from './blog';
export * from './careers';
export * from './cart';
export * from './catalog';
export * from './coaching';
export * from './discounts';
export * from './donations';
export * from './forum';
export * from './game';
export * from './growth';
export * from './instructors';
export * from './inventory';
export * from './jobs';
export * from './learning';
export * from './ledger';
export * from './live';
export * from './messaging';
export * from './newsletter';
export * from './orders';
export * from './payments';
export * from './payouts';
export * from './planner';
export * from './platform';
export * from './relief';
export * from './reviews';
export * from './search';
export * from './security';
export * from './stock-alerts';
export * from './subscriptions';
export * from './support';
export * from './vendors';
export * from './wishlist';
