/**
 * Which frame a page gets:
 * - site: the shop's shell (banner, navigation, footer with the newsletter, the floating
 *   "Sell on …" button on wide screens);
 * - focused: checkout and the payment page, with nothing to leave by accident: the logo, a
 *   secure-checkout note and a slim footer;
 * - admin: the admin hub, inventory and the creator hub: the header and the area's side
 *   navigation, without the shop's banner, newsletter or floating button.
 */
export type ShellKind = 'site' | 'focused' | 'admin';

const FOCUSED = [/^\/checkout\/?$/, /^\/pay\/test\/[^/]+\/?$/];
const ADMIN = [/^\/admin(\/|$)/, /^\/inventory(\/|$)/, /^\/creator-hub(\/|$)/];

/**
 * Where the floating "Sell on …" button would cover what the person came to do: the cart,
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

export function shellKindOf(pathname: string): ShellKind {
  if (FOCUSED.some((pattern) => pattern.test(pathname))) return 'focused';
  if (ADMIN.some((pattern) => pattern.test(pathname))) return 'admin';
  return 'site';
}

/** The floating button shows on wide screens of browsing pages only; phones find it in the More sheet. */
export function showsSellButton(pathname: string): boolean {
  return shellKindOf(pathname) === 'site' && !NO_SELL_BUTTON.some((pattern) => pattern.test(pathname));
}
