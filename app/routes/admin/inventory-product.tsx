import { data, Link, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { flashCookie } from '~/features/accounts/flash.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { PHOTO_LIMIT_VARS } from '~/features/catalog/product-photos';
import { AdjustStockForm, type InventoryAnswer } from '~/features/inventory/components/adjust-stock-form';
import { ProductStatusBadge, StockLevel } from '~/features/inventory/components/inventory-table';
import { MovementList } from '~/features/inventory/components/movement-list';
import { ProductEditor } from '~/features/inventory/components/product-editor';
import { ProductPhotos } from '~/features/inventory/components/product-photos';
import { photoFailure } from '~/features/inventory/failures';
import { readInventoryForm } from '~/features/inventory/import-upload.server';
import { findProductForEdit } from '~/features/inventory/inventory-list.server';
import { recentMovements } from '~/features/inventory/movements.server';
import { updateProduct } from '~/features/inventory/product-editing.server';
import {
  type ProductFormValues,
  productFormValues,
  productFormValuesFrom,
  validateProductForm,
} from '~/features/inventory/product-form';
import {
  addProductPhotos,
  changeProductPhotos,
  type PhotosChanged,
  parsePhotoOperation,
} from '~/features/inventory/product-photos.server';
import { pageMeta } from '~/features/seo/seo';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import type { Actor } from '~/utils/actor';
import { answerOf, formFailureOf } from '~/utils/failure-answer';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer, FormFailure } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/inventory-product';
import { adjustAnswer } from './inventory-adjust.server';

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAccess(request, '/inventory/:productId');
  const product = await findProductForEdit({ productId: params.productId });
  if (!product) throw await notFoundResponse(request);
  const [movements, seo] = await Promise.all([
    recentMovements({ productId: product.id, limit: 50 }),
    pageSeo(request, {
      path: pathTo('/inventory/:productId', { productId: product.id }),
      pageKey: 'inventory-product',
      noindex: true,
    }),
  ]);
  return { product, values: productFormValues(product), movements, seo };
}

/** The edit form's refusal, with what was typed, so the form shows it again. */
type EditorRefusal = FormFailure & { intent: 'save'; values: ProductFormValues };

/** A photo change's refusal, with the alt text's problem per picture when that was the reason. */
type PhotosAnswer = ActionAnswer & { intent: 'photos' | 'photos-upload'; ok: false; altErrors?: Record<number, string> };

type ProductPageAnswer = EditorRefusal | PhotosAnswer | InventoryAnswer;

/**
 * Save the product's details, adjust its stock with a reason, or change its photos. An upload is
 * read with the photos' limit (BODY_LIMITS.photos), every other form with a form's; the server
 * refuses a bigger body with 413 before it is read (server/body-limits.ts).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/inventory/:productId');
  const read = await readInventoryForm(request, 'inventory.photos.errors.uploadTooLarge');
  if (!read.ok)
    return data<ProductPageAnswer>(
      read.status === 413
        ? { intent: 'photos-upload', ok: false, message: read.message, messageVars: PHOTO_LIMIT_VARS }
        : { intent: '', ok: false, message: read.message },
      { status: read.status },
    );
  const { form } = read;
  const intent = textField(form, 'intent');
  const productId = params.productId;

  if (intent === 'photos-upload' || intent === 'photos') {
    const answer =
      intent === 'photos-upload'
        ? await addProductPhotos({
            actor: admin,
            productId,
            files: form.getAll('photos').filter((value): value is File => typeof value !== 'string'),
            alts: form.getAll('photoAlt').map((value) => (typeof value === 'string' ? value : '')),
          })
        : await photoChange(admin, productId, form);
    if (answer.ok)
      throw redirect(pathTo('/inventory/:productId', { productId }), {
        headers: {
          'Set-Cookie': flashCookie(
            // A number stays a number, so the translator picks the plural form ("2 photos are added").
            { kind: 'success', title: answer.message, vars: answer.messageVars },
            request,
          ),
        },
      });
    return data<ProductPageAnswer>(
      { intent, ...answerOf(answer), ok: false, altErrors: answer.altErrors },
      { status: answer.status },
    );
  }

  if (intent === 'save') {
    const values = productFormValuesFrom(form);
    const checked = validateProductForm(values, { isNew: false });
    if (!checked.ok)
      return data<ProductPageAnswer>({ intent, ok: false, fieldErrors: checked.fieldErrors, values }, { status: 400 });
    const saved = await updateProduct({ actor: admin, productId, product: checked.product });
    if (!saved.ok) {
      // A handle another product has is shown at the handle field; a product gone, above the form.
      return data<ProductPageAnswer>({ intent, ...formFailureOf(saved), values }, { status: saved.status });
    }
    throw redirect(pathTo('/inventory/:productId', { productId: saved.productId }), {
      headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'inventory.form.saved' }, request) },
    });
  }

  if (intent === 'adjust') return adjustAnswer(admin, form, productId);

  return data<ProductPageAnswer>({ intent, ok: false, message: 'errors.badForm' }, { status: 400 });
}

async function photoChange(admin: Actor, productId: string, form: FormData): Promise<PhotosChanged> {
  const operation = parsePhotoOperation(textField(form, 'op'));
  if (!operation) return photoFailure('bad-move');
  const strings = (name: string) => form.getAll(name).map((value) => (typeof value === 'string' ? value : ''));
  return changeProductPhotos({
    actor: admin,
    productId,
    expected: strings('photoSrc'),
    alts: strings('photoAltText'),
    operation,
  });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function InventoryProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, values, movements } = loaderData;
  const editorResult = actionData && 'fieldErrors' in actionData ? actionData : undefined;
  const photosResult =
    actionData && (actionData.intent === 'photos' || actionData.intent === 'photos-upload') && 'message' in actionData
      ? (actionData as PhotosAnswer)
      : undefined;
  // An adjustment posted without JavaScript, or a form that could not be read, answers here.
  const notice = actionData && 'message' in actionData && !photosResult ? actionData : undefined;
  return (
    <AreaPage pageKey="inventory-product">
      <Link to="/inventory" className="mt-4 inline-block text-sm font-semibold text-brand-800 underline">
        {t('inventory.form.back')}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-semibold text-stone-900">{product.name}</h2>
        <ProductStatusBadge status={product.status} />
        {product.status === 'active' && (
          <Link
            to={pathTo('/product/:handle', { handle: product.handle })}
            className="text-sm font-semibold text-brand-800 underline"
          >
            {t('inventory.form.view')}
          </Link>
        )}
      </div>
      {notice && (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={
            notice.ok
              ? 'mt-4 rounded-xl bg-brand-50 px-4 py-3 font-medium text-brand-900'
              : 'mt-4 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800'
          }
        >
          {t(notice.message, notice.messageVars ?? {})}
        </p>
      )}

      <ProductPhotos images={product.images} result={photosResult} />

      <div className="mt-6 grid gap-8 xl:grid-cols-[1fr_22rem]">
        <ProductEditor values={values} result={editorResult} isNew={false} stockQuantity={product.stockQuantity} />
        <section aria-labelledby="adjust-title" className="h-fit rounded-2xl border border-stone-200 bg-white p-5 xl:mt-8">
          <h2 id="adjust-title" className="text-lg font-semibold text-stone-900">
            {t('inventory.adjust.title')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-stone-700">
            {t('inventory.adjust.current')} <StockLevel stock={product.stockQuantity} tracked={product.trackInventory} />
          </p>
          <AdjustStockForm
            productId={product.id}
            productName={product.name}
            action={pathTo('/inventory/:productId', { productId: product.id })}
          />
        </section>
      </div>

      <section aria-labelledby="history-title" className="mt-10">
        <h2 id="history-title" className="text-xl font-semibold text-stone-900">
          {t('inventory.trail.productTitle')}
        </h2>
        <MovementList label={t('inventory.trail.table')} movements={movements} showProduct={false} productId={product.id} />
      </section>
    </AreaPage>
  );
}
