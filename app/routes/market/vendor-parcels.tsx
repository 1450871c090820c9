import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { readPage } from '~/components/ui/data-table-params';
import { requireAccess } from '~/features/accounts/guard.server';
import type { ShipParcelAnswer } from '~/features/orders/components/ship-parcel-form';
import { listSellerFulfilments, SELLER_FULFILMENTS_LIMIT } from '~/features/orders/fulfilments.server';
import { answerShipParcel } from '~/features/orders/ship-parcel-action.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { Route } from './+types/vendor-parcels';
import { VendorParcels } from './vendor-parcels-view';

/**
 * The vendor's parcels (`?page=`, decision 0110): their own lines of paid orders, waiting ones
 * first with a form each to record the carrier and tracking number, then the latest shipped. Read
 * a page at a time in index order, one row past it to know whether another follows.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard/parcels');
  const page = readPage(new URL(request.url).searchParams);
  const [parcels, seo] = await Promise.all([
    listSellerFulfilments({
      actor: vendor,
      offset: (page - 1) * SELLER_FULFILMENTS_LIMIT,
      limit: SELLER_FULFILMENTS_LIMIT + 1,
    }),
    pageSeo(request, { path: '/vendors/dashboard/parcels', pageKey: 'vendor-parcels', noindex: true }),
  ]);
  return {
    seo,
    page: { page, hasNext: parcels.length > SELLER_FULFILMENTS_LIMIT },
    parcels: parcels.slice(0, SELLER_FULFILMENTS_LIMIT).map((parcel) => ({
      ...parcel,
      paidAt: parcel.paidAt?.toISOString() ?? null,
      shippedAt: parcel.shippedAt?.toISOString() ?? null,
    })),
  };
}

/** Marks one of the vendor's own parcels shipped (the operation refuses anyone else's). */
export async function action({ request }: Route.ActionArgs) {
  const vendor = await requireAccess(request, '/vendors/dashboard/parcels');
  const read = await readForm(request);
  if (!read.ok || textField(read.form, 'intent') !== 'ship-fulfilment')
    return data<ShipParcelAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  return answerShipParcel(vendor, read.form);
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function VendorParcelsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AreaPage pageKey="vendor-parcels" area="market">
      <VendorParcels parcels={loaderData.parcels} page={loaderData.page} answer={actionData} />
    </AreaPage>
  );
}
