import { data, Link, redirect } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { flashCookie } from '~/features/accounts/flash.server';
import { requireAccess } from '~/features/accounts/guard.server';
import { ProductEditor } from '~/features/inventory/components/product-editor';
import { createProduct } from '~/features/inventory/product-editing.server';
import { type ProductFormValues, productFormValuesFrom, validateProductForm } from '~/features/inventory/product-form';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { formFailureOf } from '~/utils/failure-answer';
import { readForm } from '~/utils/form.server';
import type { FormFailure } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/inventory-new';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/inventory/new');
  return { seo: await pageSeo(request, { path: '/inventory/new', pageKey: 'inventory-new', noindex: true }) };
}

/** The form's refusal, with what was typed, so the form shows it again. */
type EditorRefusal = FormFailure & { values: ProductFormValues };

/** Creates the product and goes to its page; a refused form comes back with each field's problem. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAccess(request, '/inventory/new');
  const read = await readForm(request);
  if (!read.ok)
    return data<EditorRefusal>({ ok: false, fieldErrors: {}, formError: 'errors.badForm', values: {} }, { status: 400 });
  const values = productFormValuesFrom(read.form);
  const checked = validateProductForm(values, { isNew: true });
  if (!checked.ok) return data<EditorRefusal>({ ok: false, fieldErrors: checked.fieldErrors, values }, { status: 400 });
  const created = await createProduct({ actor: admin, product: checked.product, openingStock: checked.openingStock });
  if (!created.ok) return data<EditorRefusal>({ ...formFailureOf(created), values }, { status: created.status });
  throw redirect(pathTo('/inventory/:productId', { productId: created.productId }), {
    headers: { 'Set-Cookie': flashCookie({ kind: 'success', title: 'inventory.form.created' }, request) },
  });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** New products start as drafts with their stock tracked: nothing is for sale until it is made active. */
const NEW_PRODUCT = { status: 'draft', category: 'seeds', trackInventory: 'true', stockQuantity: '0' };

export default function NewProductPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey="inventory-new">
      <Link to="/inventory" className="mt-4 inline-block text-sm font-semibold text-brand-800 underline">
        {t('inventory.form.back')}
      </Link>
      <ProductEditor values={NEW_PRODUCT} result={actionData} isNew />
    </AreaPage>
  );
}
