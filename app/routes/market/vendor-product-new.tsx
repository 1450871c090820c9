import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { requireAccess } from '~/features/accounts/guard.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { requireSellingVendor } from '~/features/vendors/vendor-profiles.server';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendor-product-new';
import { newVendorProductAction } from './vendor-product.server';
import { VendorProductForm } from './vendor-product-form-view';

export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard/products/new');
  await requireSellingVendor(vendor);
  return {
    seo: await pageSeo(request, { path: '/vendors/dashboard/products/new', pageKey: 'vendor-product-new', noindex: true }),
  };
}

/** Creates the draft and opens its page; a refused form comes back with each field's problem. */
export async function action({ request }: Route.ActionArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard/products/new');
  return newVendorProductAction(request, vendor);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** A new product starts as a draft with its stock counted. */
const NEW_PRODUCT = { category: 'seeds', trackInventory: 'true', stockQuantity: '0' };

export default function NewVendorProductPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <AreaPage pageKey="vendor-product-new" area="market">
      <Link
        to={pathTo('/vendors/dashboard/products')}
        className="mt-4 inline-block text-sm font-semibold text-brand-800 underline"
      >
        {t('vendors.products.back')}
      </Link>
      <p className="mt-4 max-w-2xl text-stone-700">{t('vendors.products.newIntro')}</p>
      <VendorProductForm values={NEW_PRODUCT} result={actionData} stockSeen={0} saveLabel={t('vendors.products.form.create')} />
    </AreaPage>
  );
}
