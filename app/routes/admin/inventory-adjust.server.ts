import { data } from 'react-router';
import { parseStockChange } from '~/features/inventory/adjustment';
import type { InventoryAnswer } from '~/features/inventory/components/adjust-stock-form';
import { inventoryFailure } from '~/features/inventory/failures';
import { adjustStock } from '~/features/inventory/stock-adjustment.server';
import type { Actor } from '~/utils/actor';
import { answerOf } from '~/utils/failure-answer';
import { textField } from '~/utils/form-fields';

/**
 * An adjustment posted from /inventory (a row of the list) or a product's page: the admin's
 * answer, beside the form that posted it. A refusal is answered with 400 whatever it is, as it
 * always has been: the form shows it at its field.
 */
export async function adjustAnswer(admin: Actor, form: FormData, productId: string) {
  const intent = 'adjust';
  const change = parseStockChange(textField(form, 'change'));
  const result =
    change === null
      ? inventoryFailure('change')
      : await adjustStock({ actor: admin, productId, change, reason: textField(form, 'reason') });
  if (!result.ok) return data<InventoryAnswer>({ intent, productId, ...answerOf(result), field: result.field }, { status: 400 });
  const { ok, message, messageVars, quantityAfter } = result;
  return data<InventoryAnswer & { quantityAfter: number }>({ intent, productId, ok, message, messageVars, quantityAfter });
}
