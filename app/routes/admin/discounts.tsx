import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { DISCOUNTABLE_CATEGORIES, discountCodeSchema, discountFormValues } from '~/features/discounts/code.schema';
import {
  createDiscountCode,
  DISCOUNT_CODES_PAGE_SIZE,
  DISCOUNT_DEFAULT_SORT,
  listDiscountCodes,
  readDiscountQuery,
  setDiscountCodeArchived,
} from '~/features/discounts/manage-codes.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf, formFailureOf } from '~/utils/form-result';
import type { Route } from './+types/discounts';
import { type DiscountAdminAnswer, DiscountsView } from './discounts-view';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/admin/discounts');
  const { sort, page } = readDiscountQuery(new URL(request.url).searchParams);
  const { rows: codes, total } = await listDiscountCodes({ actor: user, sort, page });
  const now = Date.now();
  return {
    sort,
    defaultSort: DISCOUNT_DEFAULT_SORT,
    page,
    pageCount: Math.max(1, Math.ceil(total / DISCOUNT_CODES_PAGE_SIZE)),
    total,
    seo: await pageSeo(request, { path: '/admin/discounts', pageKey: 'discounts-admin', noindex: true }),
    categories: DISCOUNTABLE_CATEGORIES,
    codes: codes.map((code) => ({
      ...code,
      startsAt: code.startsAt.toISOString(),
      endsAt: code.endsAt?.toISOString() ?? null,
      archivedAt: code.archivedAt?.toISOString() ?? null,
      state:
        code.archivedAt !== null
          ? ('off' as const)
          : code.endsAt && code.endsAt.getTime() <= now
            ? ('ended' as const)
            : code.startsAt.getTime() > now
              ? ('scheduled' as const)
              : code.totalLimit !== null && code.timesUsed >= code.totalLimit
                ? ('used-up' as const)
                : ('active' as const),
    })),
  };
}

/** An admin creates a code, or switches one off or on again. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/admin/discounts');
  const read = await readForm(request);
  if (!read.ok) return data<DiscountAdminAnswer>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  if (intent === 'archive' || intent === 'restore') {
    const done = await setDiscountCodeArchived({
      actor: user,
      codeId: textField(read.form, 'codeId'),
      archived: intent === 'archive',
    });
    if (!done.ok) return data<DiscountAdminAnswer>(formFailureOf(done), { status: done.status });
    return data<DiscountAdminAnswer>({ ok: true, intent });
  }
  const parsed = discountCodeSchema.safeParse(discountFormValues(read.form));
  if (!parsed.success) return data<DiscountAdminAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  const created = await createDiscountCode({ actor: user, input: parsed.data });
  if (!created.ok) return data<DiscountAdminAnswer>(formFailureOf(created), { status: created.status });
  return data<DiscountAdminAnswer>({ ok: true, intent: 'create', code: parsed.data.code });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function DiscountsPage({ loaderData }: Route.ComponentProps) {
  return <DiscountsView loaderData={loaderData} />;
}
