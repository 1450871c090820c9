import { data, Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { NewsletterForm } from '~/components/layout/newsletter-form';
import { PageHeader } from '~/components/ui/page-header';
import { requireAccess } from '~/features/accounts/guard.server';
import { newsletterSchema, type SubscribeStatus } from '~/features/newsletter/newsletter.schema';
import { confirmSubscription, subscribeToNewsletter } from '~/features/newsletter/newsletter.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { FormResult } from '~/utils/form-result';
import type { Route } from './+types/newsletter';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/newsletter');
  const { t } = await getRequestLanguage(request);
  const token = new URL(request.url).searchParams.get('confirm');
  // The double opt-in link from the confirmation email (a one-time link: never cached).
  const confirmed = token === null ? null : await confirmSubscription({ token });
  // The page shows what the link did in place (200 either way), with the sign-up form after a dead link.
  const confirmation = confirmed === null ? null : confirmed.ok ? 'confirmed' : 'invalid';
  return data(
    {
      confirmation,
      seo: await pageSeo(request, { path: '/newsletter', title: t('newsletter.page.title'), description: t('newsletter.hint') }),
    },
    { headers: token === null ? {} : { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/newsletter');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const parsed = newsletterSchema.safeParse({ email: textField(form, 'email'), website: textField(form, 'website') });
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === 'email');
    const result: FormResult<{ status: SubscribeStatus }> = {
      ok: false,
      fieldErrors: { email: emailIssue?.message ?? 'newsletter.errors.rejected' },
    };
    return data(result, { status: 400 });
  }
  const { code } = await getRequestLanguage(request);
  return (await subscribeToNewsletter({ email: parsed.data.email, lang: code })) satisfies FormResult<{
    status: SubscribeStatus;
  }>;
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

/** Without JavaScript the footer form posts here and lands on this page. */
export default function NewsletterPage({ actionData, loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-14 sm:px-6">
      <PageHeader title={loaderData.seo.title} description={loaderData.seo.description} />
      {loaderData.confirmation && !actionData && (
        <p
          role="status"
          className={
            loaderData.confirmation === 'confirmed'
              ? 'mt-6 rounded-xl bg-brand-50 p-4 text-brand-900'
              : 'mt-6 rounded-xl bg-red-50 p-4 text-red-900'
          }
        >
          {t(`newsletter.confirm.${loaderData.confirmation}`)}
        </p>
      )}
      {loaderData.confirmation === 'confirmed' && !actionData ? null : actionData?.ok ? (
        <p role="status" className="mt-6 rounded-xl bg-brand-50 p-4 text-brand-900">
          {t(`newsletter.status.${actionData.status}`)}
        </p>
      ) : (
        <div className="mt-6 rounded-2xl bg-stone-900 p-6">
          <NewsletterForm initialResult={actionData ?? undefined} />
        </div>
      )}
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-800 underline underline-offset-4">
        {t('newsletter.page.back')}
      </Link>
    </div>
  );
}
