import { z } from 'zod';
import { CATEGORIES } from '~/features/catalog/catalog.schema';
import { textField } from '~/utils/form-fields';
import { parseAmountCents } from '~/utils/money';

/*
 * An admin's new discount code (issue 39), one schema for the form and the action. Messages are
 * translation keys. Dates are whole days in UTC: a code starts at the start of its first day and
 * ends at the end of its last.
 */

export const DISCOUNT_LIMITS = { note: 200, uses: 1_000_000, products: 50 } as const;

/** The categories a code may cover: every one but relief (its products are gifts passed on whole). */
export const DISCOUNTABLE_CATEGORIES = CATEGORIES.filter(
  (category): category is Exclude<(typeof CATEGORIES)[number], 'relief'> => category !== 'relief',
);

export const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{2,31}$/;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HANDLE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const dayStart = (value: string) => new Date(`${value}T00:00:00Z`);
const validDay = (value: string) => DAY.test(value) && !Number.isNaN(dayStart(value).getTime());

const optionalCount = (message: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine(
      (value) => value === '' || (/^\d{1,7}$/.test(value) && Number(value) >= 1 && Number(value) <= DISCOUNT_LIMITS.uses),
      message,
    )
    .transform((value) => (value === '' ? null : Number(value)));

const optionalAmount = (message: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine((value) => value === '' || parseAmountCents(value) !== null, message)
    .transform((value) => (value === '' ? 0 : (parseAmountCents(value) ?? 0)));

export const discountCodeSchema = z
  .object({
    code: z.string().trim().regex(CODE_PATTERN, 'discounts.admin.errors.code'),
    note: z.string().trim().max(DISCOUNT_LIMITS.note, 'discounts.admin.errors.noteTooLong').default(''),
    kind: z.enum(['percent', 'amount'], { message: 'discounts.admin.errors.kind' }),
    percentOff: z.string().trim().default(''),
    amountOff: z.string().trim().default(''),
    minimumOrder: optionalAmount('discounts.admin.errors.minimum'),
    startsOn: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || validDay(value), 'discounts.admin.errors.date'),
    endsOn: z
      .string()
      .trim()
      .default('')
      .refine((value) => value === '' || validDay(value), 'discounts.admin.errors.date'),
    totalLimit: optionalCount('discounts.admin.errors.limit'),
    perPersonLimit: optionalCount('discounts.admin.errors.limit'),
    /** Product handles, separated by commas, spaces or lines. */
    products: z
      .string()
      .trim()
      .default('')
      .transform((value) => [...new Set(value.split(/[\s,]+/).filter(Boolean))])
      .refine(
        (handles) => handles.every((handle) => HANDLE.test(handle) && handle.length <= 120),
        'discounts.admin.errors.products',
      )
      .refine((handles) => handles.length <= DISCOUNT_LIMITS.products, 'discounts.admin.errors.tooManyProducts'),
    categories: z.array(z.enum(DISCOUNTABLE_CATEGORIES, { message: 'discounts.admin.errors.category' })).default([]),
    affiliateCode: z.string().trim().max(64, 'discounts.admin.errors.affiliate').default(''),
  })
  .superRefine((value, context) => {
    if (value.kind === 'percent') {
      if (!/^\d{1,3}$/.test(value.percentOff) || Number(value.percentOff) < 1 || Number(value.percentOff) > 100)
        context.addIssue({ code: 'custom', path: ['percentOff'], message: 'discounts.admin.errors.percent' });
    } else {
      const cents = parseAmountCents(value.amountOff);
      if (cents === null || cents <= 0)
        context.addIssue({ code: 'custom', path: ['amountOff'], message: 'discounts.admin.errors.amount' });
    }
    if (value.startsOn && value.endsOn && value.endsOn < value.startsOn)
      context.addIssue({ code: 'custom', path: ['endsOn'], message: 'discounts.admin.errors.endsBeforeStart' });
  })
  .transform((value) => ({
    code: value.code,
    note: value.note,
    kind: value.kind,
    percentOff: value.kind === 'percent' ? Number(value.percentOff) : null,
    amountOffCents: value.kind === 'amount' ? (parseAmountCents(value.amountOff) ?? 0) : null,
    minimumOrderCents: value.minimumOrder,
    startsAt: value.startsOn ? dayStart(value.startsOn) : null,
    // The end of the last day: the next day's start.
    endsAt: value.endsOn ? new Date(dayStart(value.endsOn).getTime() + 86_400_000) : null,
    totalLimit: value.totalLimit,
    perPersonLimit: value.perPersonLimit,
    productHandles: value.products,
    categories: value.categories,
    affiliateCode: value.affiliateCode || null,
  }));

export type DiscountCodeInput = z.infer<typeof discountCodeSchema>;

/** The form's fields as the schema reads them (categories may be several). */
export function discountFormValues(form: FormData) {
  const text = (name: string) => textField(form, name);
  return {
    code: text('code'),
    note: text('note'),
    kind: text('kind'),
    percentOff: text('percentOff'),
    amountOff: text('amountOff'),
    minimumOrder: text('minimumOrder'),
    startsOn: text('startsOn'),
    endsOn: text('endsOn'),
    totalLimit: text('totalLimit'),
    perPersonLimit: text('perPersonLimit'),
    products: text('products'),
    categories: form.getAll('categories').filter((value): value is string => typeof value === 'string'),
    affiliateCode: text('affiliateCode'),
  };
}
