import { data } from 'react-router';
import { requireAccess } from '~/features/accounts/guard.server';
import { addToCart, clearCart, loadCart, removeFromCart, setCartQuantity } from '~/features/cart/cart.server';
import { answerOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import type { Route } from './+types/cart';

/** The cart as the drawer shows it, with today's prices and stock. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/api/cart');
  return data(await loadCart(request), { headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Add, change, remove and clear (SPEC §4, §8); the server decides, the browser only asks. The
 * answer is the SPEC's toast for what happened, or why nothing did.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/api/cart');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const productId = textField(form, 'productId');
  const intent = textField(form, 'intent');
  const change =
    intent === 'add'
      ? await addToCart({ request, productId })
      : intent === 'set'
        ? await setCartQuantity({ request, productId, quantity: Number(textField(form, 'quantity')) })
        : intent === 'remove'
          ? await removeFromCart({ request, productId })
          : intent === 'clear'
            ? await clearCart({ request })
            : null;
  if (!change) return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  if (!change.ok) return data<ActionAnswer>(answerOf(change), { status: change.status, headers: change.headers });
  const message =
    intent === 'add'
      ? 'cart.toasts.added'
      : intent === 'remove'
        ? 'cart.toasts.removed'
        : intent === 'clear'
          ? 'cart.toasts.cleared'
          : '';
  return data<ActionAnswer>(
    { ok: true, message, messageVars: change.name ? { name: change.name } : undefined },
    { headers: change.headers },
  );
}
