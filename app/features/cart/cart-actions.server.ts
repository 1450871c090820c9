import { data } from 'react-router';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { addToCart } from './cart.server';
import type { AddToCartResult } from './components/add-to-cart';

/** The product page's action: add one of the posted product; the route has authorised it. */
export async function addToCartAction(request: Request) {
  const read = await readForm(request);
  if (!read.ok) return data<AddToCartResult>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const change = await addToCart({ request, productId: textField(read.form, 'productId') });
  if (!change.ok) return data<AddToCartResult>({ ok: false, message: change.message }, { status: 400, headers: change.headers });
  return data<AddToCartResult>(
    { ok: true, message: 'cart.toasts.added', messageVars: { name: change.name ?? '' } },
    { headers: change.headers },
  );
}
