import { data } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { requireAccess } from '~/features/accounts/guard.server';
import { findMembership, programmeTerms } from '~/features/affiliates/affiliates.server';
import { applyToProgramme } from '~/features/affiliates/apply.server';
import { affiliateApplicationSchema } from '~/features/affiliates/programme.schema';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { languageCodeFor } from '~/i18n/i18n.server';
import { readForm } from '~/utils/form.server';
import { fieldErrorsOf, formFailureOf } from '~/utils/form-result';
import type { Route } from './+types/join';
import { type JoinAnswer, JoinView } from './join-view';

const FIELDS = ['channel', 'plan', 'leaderCode', 'acceptTerms', 'wantsToLead', 'acceptLeaderAddendum'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAccess(request, '/affiliate/join');
  const seo = await pageSeo(request, { path: '/affiliate/join', pageKey: 'affiliate-join' });
  const terms = programmeTerms();
  if (!user) return { seo, terms, signedIn: false, membership: null };
  const membership = await findMembership(user.id);
  return {
    seo,
    terms,
    signedIn: true,
    membership: membership && {
      status: membership.status,
      code: membership.code,
      decisionNote: membership.decisionNote,
      appliedAt: membership.appliedAt.toISOString(),
    },
  };
}

/** Send the application (or a new one after a rejection). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAccess(request, '/affiliate/join');
  if (!user) return data<JoinAnswer>({ ok: false, fieldErrors: {}, formError: 'affiliates.apply.signIn' }, { status: 401 });
  const read = await readForm(request);
  if (!read.ok) return data<JoinAnswer>({ ok: false, fieldErrors: {}, formError: 'errors.badForm' }, { status: 400 });
  const values = Object.fromEntries(
    FIELDS.flatMap((field) => {
      const value = read.form.get(field);
      return typeof value === 'string' ? [[field, value]] : [];
    }),
  );
  const parsed = affiliateApplicationSchema.safeParse(values);
  if (!parsed.success) return data<JoinAnswer>({ ok: false, fieldErrors: fieldErrorsOf(parsed.error), values }, { status: 400 });
  const sent = await applyToProgramme({ actor: user, input: parsed.data, locale: languageCodeFor(request) });
  if (!sent.ok) return data<JoinAnswer>({ ...formFailureOf(sent), values }, { status: sent.status });
  return data<JoinAnswer>({ ok: true });
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function AffiliateJoinPage({ loaderData, actionData }: Route.ComponentProps) {
  return <JoinView loaderData={loaderData} actionData={actionData} />;
}
