import { shellKindAt } from '~/utils/route-table';

/*
 * Which frame a page gets is declared with the page in the route table (`shell`, read by
 * `shellKindAt`). What stays here is the "Sell on …" invitation's rule, which is about the task
 * on the page rather than its frame.
 */

/**
 * Where the "Sell on …" invitation would distract from what the person came to do: the cart,
 * checkout and payment pages, their account, sign-in and forms of their own.
 */
const NO_SELL_BUTTON = [
  /^\/cart(\/|$)/,
  /^\/checkout(\/|$)/,
  /^\/pay(ment)?[/-]/,
  /^\/account(\/|$)/,
  /^\/orders(\/|$)/,
  /^\/subscriptions(\/|$)/,
  /^\/auth(\/|$)/,
  /^\/signup(\/|$)/,
  /^\/instructor-(auth|signup)(\/|$)/,
  /^\/donate(\/|$)/,
  /^\/newsletter(\/|$)/,
  /^\/vendors(\/|$)/,
  /^\/contact(\/|$)/,
  /^\/(student|instructor)-dashboard(\/|$)/,
  /^\/dashboard(\/|$)/,
];

/** The invitation shows above the footer of browsing pages (decision 0074); phones also find it in the More sheet. */
export function showsSellButton(pathname: string, kind = shellKindAt(pathname)): boolean {
  return kind === 'site' && !NO_SELL_BUTTON.some((pattern) => pattern.test(pathname));
}
