import { data } from 'react-router';
import type { Actor } from '~/utils/actor';
import type { ShipParcelAnswer } from './components/ship-parcel-form';
import { shipFulfilment } from './ship-fulfilment.server';

/**
 * The ship-a-parcel form's action, for the vendor's dashboard and the admin's order page alike:
 * the operation checks who acts; the answer names the parcel, so the error shows beside its form.
 */
export async function answerShipParcel(actor: Actor, form: FormData) {
  const fulfilmentId = String(form.get('fulfilmentId') ?? '');
  const result = await shipFulfilment({
    actor,
    fulfilmentId,
    carrier: String(form.get('carrier') ?? ''),
    trackingNumber: String(form.get('trackingNumber') ?? ''),
  });
  if (result.ok)
    return data<ShipParcelAnswer>({
      ok: true,
      fulfilmentId,
      message: result.orderShipped ? 'fulfilments.orderShipped' : 'fulfilments.shipped',
    });
  const fieldErrors = result.field ? { [result.field]: result.message } : undefined;
  return data<ShipParcelAnswer>({ ok: false, fulfilmentId, message: result.message, fieldErrors }, { status: result.status });
}
