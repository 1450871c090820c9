import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { listMembers, programmeTerms } from '~/features/affiliates/affiliates.server';
import { readCategoryRates, setCategoryRates } from '~/features/affiliates/category-rates.server';
import { decideAffiliate } from '~/features/affiliates/decide.server';
import { affiliateDecisionSchema, categoryRatesSchema } from '~/features/affiliates/programme.schema';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import type { Actor } from '~/utils/actor';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { fieldErrorsOf, formFailureOf } from '~/utils/form-result';
import type { Route } from './+types/affiliate-admin';
import { AffiliateAdminView, type AffiliateDecisionAnswer, type CategoryRatesAnswer } from './affiliate-admin-view';
import { loadAffiliateSignals } from './affiliate-signals.server';

const STATUSES = ['applied', 'approved', 'rejected', 'suspended'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/affiliate/admin');
  const wanted = new URL(request.url).searchParams.get('status');
  const status = STATUSES.find((candidate) => candidate === wanted) ?? null;
  const [members, signals, categoryRates] = await Promise.all([
    listMembers({ actor: user, status }),
    loadAffiliateSignals(user),
    readCategoryRates(),
  ]);
  return {
    seo: await pageSeo(request, { path: '/affiliate/admin', pageKey: 'affiliate-admin', noindex: true }),
    status,
    terms: programmeTerms(),
    signals,
    categoryRates,
    members: members.map((member) => ({
      ...member,
      appliedAt: member.appliedAt.toISOString(),
      decidedAt: member.decidedAt?.toISOString() ?? null,
    })),
  };
}

/** The programme's rates by category, all at once (admins only, checked again in the operation). */
async function answerCategoryRates(user: Actor, form: FormData) {
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const parsed = categoryRatesSchema.safeParse(fields);
  if (!parsed.success) return data<CategoryRatesAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error) }, { status: 400 });
  await setCategoryRates({ actor: user, rates: parsed.data });
  return data<CategoryRatesAnswer>({ ok: true });
}

/** An admin's decision on one affiliate (approve, reject with a reason, or suspend), or the rates by category. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/affiliate/admin');
  const read = await readForm(request);
  if (!read.ok)
    return data<AffiliateDecisionAnswer>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  if (read.form.get('intent') === 'category-rates') return answerCategoryRates(user, read.form);
  const userId = textField(read.form, 'userId');
  const parsed = affiliateDecisionSchema.safeParse({
    decision: textField(read.form, 'decision'),
    note: textField(read.form, 'note'),
    rate: textField(read.form, 'rate'),
    asLeader: read.form.get('asLeader') ?? undefined,
  });
  if (!parsed.success)
    return data<AffiliateDecisionAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error), userId }, { status: 400 });
  const decided = await decideAffiliate({ actor: user, userId, input: parsed.data, request });
  if (!decided.ok) return data<AffiliateDecisionAnswer>({ ...formFailureOf(decided), userId }, { status: decided.status });
  return data<AffiliateDecisionAnswer>({ ok: true, userId });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliateAdminPage({ loaderData }: Route.ComponentProps) {
  return <AffiliateAdminView loaderData={loaderData} />;
}
