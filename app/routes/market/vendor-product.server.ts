import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { VENDOR_PRODUCT_FIELDS, type VendorProductValues } from '~/features/vendors/vendor-product-form';
import {
  createVendorProduct,
  saveVendorProduct,
  submitVendorProduct,
  type VendorProductSaved,
} from '~/features/vendors/vendor-products.server';
import { formFailureOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { FormFailure } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

/*
 * The actions of a vendor's product pages (/vendors/dashboard/products/new and /:productId):
 * each passes the vendor `requireAccess` returned to the vendors' operation, which checks again
 * that the product is theirs. A refused form comes back with what was typed and each field's
 * problem; a done one goes on with a toast.
 */

/** The form's refusal, with what was typed, so the form shows it again. */
export type VendorProductRefusal = FormFailure & { values: VendorProductValues };

function valuesFrom(form: FormData): VendorProductValues & { stockSeen: string } {
  const values: VendorProductValues = Object.fromEntries(VENDOR_PRODUCT_FIELDS.map((field) => [field, textField(form, field)]));
  return { ...values, stockSeen: textField(form, 'stockSeen') };
}

function answer(request: Request, saved: Awaited<ReturnType<typeof saveVendorProduct>>, values: VendorProductValues) {
  if (!saved.ok) {
    const refusal: FormFailure =
      saved.code === 'invalid' && 'fieldErrors' in saved
        ? { ok: false, fieldErrors: saved.fieldErrors }
        : formFailureOf(saved as Exclude<VendorProductSaved, { ok: true }>);
    return data<VendorProductRefusal>({ ...refusal, values }, { status: saved.status });
  }
  throw redirect(pathTo('/vendors/dashboard/products/:productId', { productId: saved.productId }), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: saved.message }, request) },
  });
}

const badForm = () =>
  data<VendorProductRefusal>({ ok: false, fieldErrors: {}, formError: 'errors.badForm', values: {} }, { status: 400 });

export async function newVendorProductAction(request: Request, vendor: SessionUser) {
  const read = await readForm(request);
  if (!read.ok) return badForm();
  const values = valuesFrom(read.form);
  return answer(request, await createVendorProduct({ actor: vendor, values }), values);
}

export async function vendorProductAction(request: Request, vendor: SessionUser, productId: string) {
  const read = await readForm(request);
  if (!read.ok) return badForm();
  const intent = textField(read.form, 'intent');
  if (intent === 'submit') return answer(request, await submitVendorProduct({ actor: vendor, productId }), {});
  if (intent !== 'save') return badForm();
  const values = valuesFrom(read.form);
  return answer(request, await saveVendorProduct({ actor: vendor, productId, values }), values);
}
