import { data, Form } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { PageHeader } from '~/components/ui/page-header';
import { requireAccess } from '~/features/accounts/guard.server';
import { findPreferences, setSubscribed } from '~/features/newsletter/newsletter.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { useTranslation } from '~/i18n/use-translation';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';
import type { Route } from './+types/newsletter-preferences';

// The token is a key to the subscription: never cached, never sent on as a referrer.
const PRIVATE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/newsletter/preferences');
  const { t } = await getRequestLanguage(request);
  const preferences = await findPreferences(tokenOf(request));
  const seo = await pageSeo(request, {
    path: '/newsletter/preferences',
    title: t('newsletter.preferences.title'),
    description: t('newsletter.hint'),
    noindex: true,
  });
  return data({ preferences, seo }, { status: preferences ? 200 : 404, headers: PRIVATE });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return actionHeaders ?? loaderHeaders;
}

/**
 * Two callers: a mail app's one-click unsubscribe (RFC 8058: a POST whose body is
 * `List-Unsubscribe=One-Click`, no cookies, from the mail provider's servers), answered in plain
 * text; and this page's buttons.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAccess(request, '/newsletter/preferences');
  const read = await readForm(request);
  if (!read.ok) return read.response;
  const { form } = read;
  const token = tokenOf(request);
  if (textField(form, 'List-Unsubscribe') === 'One-Click') {
    const done = await setSubscribed(token, false);
    const { t } = await getRequestLanguage(request);
    return new Response(t(done.ok ? 'newsletter.preferences.oneClickDone' : done.message), {
      status: done.ok ? 200 : done.status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...PRIVATE },
    });
  }
  const intent = textField(form, 'intent');
  if (intent !== 'unsubscribe' && intent !== 'subscribe')
    return data<ActionAnswer>({ ok: false, message: 'newsletter.preferences.unknown' }, { status: 400, headers: PRIVATE });
  const changed = await setSubscribed(token, intent === 'subscribe');
  if (!changed.ok)
    return data<ActionAnswer>({ ok: false, message: changed.message }, { status: changed.status, headers: PRIVATE });
  return data<ActionAnswer>(
    {
      ok: true,
      message: intent === 'subscribe' ? 'newsletter.preferences.subscribed' : 'newsletter.preferences.unsubscribed',
    },
    { headers: PRIVATE },
  );
}

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function NewsletterPreferencesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { preferences } = loaderData;
  // A form that could not be read at all answers with formError instead of message.
  const answer = actionData && 'message' in actionData ? actionData : undefined;
  return (
    <div className="mx-auto max-w-xl px-4 py-14 sm:px-6">
      <PageHeader title={loaderData.seo.title} />
      {answer && (
        <p role="status" className={`mt-6 rounded-xl p-4 ${answer.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-900'}`}>
          {t(answer.message)}
        </p>
      )}
      {preferences ? (
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-6">
          <p className="text-stone-700">
            {t('newsletter.preferences.for')} <strong className="break-all text-stone-900">{preferences.email}</strong>
          </p>
          <p className="mt-2 font-semibold text-stone-900">{t(`newsletter.preferences.status.${preferences.status}`)}</p>
          <Form method="post" className="mt-6">
            {preferences.status === 'unsubscribed' ? (
              <button
                type="submit"
                name="intent"
                value="subscribe"
                className="min-h-11 rounded-full bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
              >
                {t('newsletter.preferences.subscribe')}
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="unsubscribe"
                className="min-h-11 rounded-full bg-stone-900 px-5 font-semibold text-white hover:bg-stone-700"
              >
                {t('newsletter.preferences.unsubscribe')}
              </button>
            )}
          </Form>
        </div>
      ) : (
        <p role="alert" className="mt-6 rounded-xl bg-red-50 p-4 text-red-900">
          {t('newsletter.preferences.notFound')}
        </p>
      )}
    </div>
  );
}
