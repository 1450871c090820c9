import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { PHOTO_LIMIT_VARS } from '~/features/catalog/product-photos';
import { photoFailure } from '~/features/inventory/failures';
import { type PhotosChanged, parsePhotoOperation } from '~/features/inventory/product-photos.server';
import { VENDOR_PRODUCT_FIELDS, type VendorProductValues } from '~/features/vendors/vendor-product-form';
import { addVendorProductPhotos, changeVendorProductPhotos } from '~/features/vendors/vendor-product-photos.server';
import {
  createVendorProduct,
  saveVendorProduct,
  submitVendorProduct,
  type VendorProductSaved,
} from '~/features/vendors/vendor-products.server';
import { answerOf, formFailureOf } from '~/utils/failure-answer';
import { readForm, readUploadForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer, FormFailure } from '~/utils/form-result';
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

/** A photo change's refusal, as the photos section shows it (the inventory's ProductPhotos). */
export type VendorPhotosAnswer = ActionAnswer & {
  intent: 'photos' | 'photos-upload';
  ok: false;
  altErrors?: Record<number, string>;
};

async function photoAnswer(request: Request, intent: 'photos' | 'photos-upload', answer: PhotosChanged, productId: string) {
  if (answer.ok)
    throw redirect(pathTo('/vendors/dashboard/products/:productId', { productId }), {
      headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: answer.message, vars: answer.messageVars }, request) },
    });
  return data<VendorPhotosAnswer>(
    { intent, ...answerOf(answer), ok: false, altErrors: answer.altErrors },
    { status: answer.status },
  );
}

/**
 * The product page's forms: save, send for review, or change the photos (decision 0093). The
 * page may upload photos, so it is read with the photos' limit (server and utils/request-body).
 */
export async function vendorProductAction(request: Request, vendor: SessionUser, productId: string) {
  const read = await readUploadForm(request, 'inventory.photos.errors.uploadTooLarge');
  if (!read.ok)
    return read.status === 413
      ? data<VendorPhotosAnswer>(
          { intent: 'photos-upload', ok: false, message: read.message, messageVars: PHOTO_LIMIT_VARS },
          { status: 413 },
        )
      : badForm();
  const intent = textField(read.form, 'intent');
  const strings = (name: string) => read.form.getAll(name).map((value) => (typeof value === 'string' ? value : ''));
  if (intent === 'photos-upload')
    return photoAnswer(
      request,
      intent,
      await addVendorProductPhotos({
        actor: vendor,
        productId,
        files: read.form.getAll('photos').filter((value): value is File => typeof value !== 'string'),
        alts: strings('photoAlt'),
      }),
      productId,
    );
  if (intent === 'photos') {
    const operation = parsePhotoOperation(textField(read.form, 'op'));
    const answer = operation
      ? await changeVendorProductPhotos({
          actor: vendor,
          productId,
          expected: strings('photoSrc'),
          alts: strings('photoAltText'),
          operation,
        })
      : photoFailure('bad-move');
    return photoAnswer(request, intent, answer, productId);
  }
  if (intent === 'submit') return answer(request, await submitVendorProduct({ actor: vendor, productId }), {});
  if (intent !== 'save') return badForm();
  const values = valuesFrom(read.form);
  return answer(request, await saveVendorProduct({ actor: vendor, productId, values }), values);
}
