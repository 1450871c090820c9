import { Form, Link, useNavigation } from 'react-router';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { useDateTimeFormat } from '~/components/ui/time-zone';
import { ProductPhotos } from '~/features/inventory/components/product-photos';
import { editEffect, photoTarget, vendorProductValues } from '~/features/vendors/vendor-product-form';
import { useTranslation } from '~/i18n/use-translation';
import { pathTo } from '~/utils/routes/path-to';
import type { Route } from './+types/vendor-product';
import type { VendorPhotosAnswer, VendorProductRefusal } from './vendor-product.server';
import { VendorProductForm } from './vendor-product-form-view';

type Page = Route.ComponentProps['loaderData'];

/**
 * One of a vendor's products: where it stands (draft, listed, waiting for review, sent back with
 * the reason), the button that sends a draft for review, and the form. A listed product's form
 * shows the change waiting or sent back, if there is one, since that is what the vendor works on.
 */
export function VendorProductView({ page, result }: { page: Page; result?: VendorProductRefusal | VendorPhotosAnswer }) {
  const { t } = useTranslation();
  const formatWhen = useDateTimeFormat();
  const navigation = useNavigation();
  const { product, revision } = page;
  const isPending = revision?.state === 'pending';
  const effect = editEffect({ status: product.status, hasPendingRevision: isPending });
  const photosGoTo = photoTarget({ status: product.status, hasPendingRevision: isPending });
  const photosResult = result && 'intent' in result ? result : undefined;
  const formResult = result && !('intent' in result) ? result : undefined;
  const showsProposal = product.status === 'active' && revision !== null && revision.state !== 'approved';
  const values = vendorProductValues({
    ...(showsProposal && revision ? revision : product),
    trackInventory: product.trackInventory,
    stockQuantity: product.stockQuantity,
  });
  const submitting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'submit';
  return (
    <AreaPage pageKey="vendor-product" area="market">
      <Link
        to={pathTo('/vendors/dashboard/products')}
        className="mt-4 inline-block text-sm font-semibold text-brand-800 underline"
      >
        {t('vendors.products.back')}
      </Link>
      <section aria-labelledby="vendor-product-state" className="mt-6 rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="vendor-product-state" dir="auto" className="font-serif text-xl font-bold text-stone-900">
          {product.name}
        </h2>
        <p className="mt-2 text-sm text-stone-700">
          {t('vendors.dashboard.columns.status')}: {t(`vendors.dashboard.productStatuses.${product.status}`)}
          {product.status === 'active' ? (
            <>
              {' · '}
              <Link
                to={pathTo('/product/:handle', { handle: product.handle })}
                className="font-semibold text-brand-800 underline"
              >
                {t('vendors.products.seeInShop')}
              </Link>
            </>
          ) : null}
        </p>
        {revision ? (
          <div className="mt-3 text-sm text-stone-800">
            <p className="font-semibold">
              {t(`vendors.products.review.${revision.state}`, {
                when: formatWhen(revision.decidedAt ?? revision.submittedAt),
              })}
            </p>
            {revision.state === 'returned' && revision.reason ? (
              <p dir="auto" className="mt-1 whitespace-pre-line rounded-xl bg-amber-50 p-3 text-amber-950">
                {revision.reason}
              </p>
            ) : null}
          </div>
        ) : null}
        <p className="mt-3 text-sm text-stone-600">{t(`vendors.products.effects.${effect}`)}</p>
        {product.status === 'draft' && !isPending ? (
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="submit" />
            <button type="submit" className={buttonClass('secondary')} disabled={submitting}>
              {t('vendors.products.submit')}
            </button>
          </Form>
        ) : null}
      </section>
      {photosGoTo === 'archived' ? null : (
        <>
          <p className="mt-6 text-sm text-stone-700">{t(`vendors.products.photos.${photosGoTo}`)}</p>
          <ProductPhotos images={page.photos} result={photosResult} />
        </>
      )}
      {effect === 'archived' ? null : (
        <VendorProductForm
          values={values}
          result={formResult}
          stockSeen={product.stockQuantity}
          saveLabel={t(effect === 'propose-change' ? 'vendors.products.form.proposeChange' : 'vendors.products.form.save')}
        />
      )}
    </AreaPage>
  );
}
