// The one place drizzle-kit and the client read the whole schema from.
export * from './accounts';
export * from './analytics';
export * from './cart';
export * from './catalog';
export * from './donations';
export * from './instructors';
export * from './inventory';
export * from './learning';
export * from './live';
export * from './messaging';
export * from './newsletter';
export * from './orders';
export * from './platform';
export * from './reviews';
export * from './security';
export * from './stock-alerts';
export * from './subscriptions';
