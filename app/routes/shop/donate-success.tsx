import { Link } from 'react-router';
import { RouteErrorBoundary } from '~/components/layout/error-screens';
import { AreaPage } from '~/components/page/area-page';
import { buttonClass } from '~/components/ui/button-styles';
import { requireAccess } from '~/features/accounts/guard.server';
import { findDonationOutcome } from '~/features/donations/donations.server';
import { pageMeta } from '~/features/seo/seo';
import { pageSeo } from '~/features/seo/seo.server';
import { useTranslation } from '~/i18n/use-translation';
import { privateNoStore } from '~/utils/cache-headers';
import { formatPrice } from '~/utils/money';
import type { Route } from './+types/donate-success';

/** The real outcome of the donation in ?donation= (its random id is the key, as for a receipt link). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/donate/success');
  const donation = await findDonationOutcome(new URL(request.url).searchParams.get('donation') ?? '');
  return {
    donation: donation
      ? {
          name: donation.name,
          amountCents: donation.amountCents,
          tier: donation.tier,
          status: donation.status,
          paymentUrl: donation.status === 'pending' ? donation.paymentUrl : null,
        }
      : null,
    seo: await pageSeo(request, { path: '/donate/success', pageKey: 'donate-success', noindex: true }),
  };
}

export const headers = privateNoStore;

export const meta = pageMeta;
export const ErrorBoundary = RouteErrorBoundary;

export default function DonateSuccessPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { donation } = loaderData;
  return (
    <AreaPage pageKey="donate-success" area="shop" empty={donation ? undefined : 'donationResult'}>
      {donation && (
        <section aria-live="polite" className="mt-8 rounded-3xl border border-brand-200 bg-brand-50 p-6">
          <p className="text-lg text-stone-900">
            {t(`donate.result.${donation.status}`, {
              name: donation.name,
              amount: formatPrice(donation.amountCents, i18n.language),
            })}
          </p>
          {donation.status === 'paid' && donation.tier && (
            <p className="mt-3 text-brand-900">
              {t('donate.result.perks')}: <strong>{t(`donate.tiers.${donation.tier}`)}</strong>
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {donation.paymentUrl && (
              <a href={donation.paymentUrl} className={buttonClass('primary', 'md')}>
                {t('donate.result.continue')}
              </a>
            )}
            {donation.status === 'cancelled' && (
              <Link to="/donate" className={buttonClass('primary', 'md')}>
                {t('donate.result.again')}
              </Link>
            )}
            <Link to="/relief" className={buttonClass('secondary', 'md')}>
              {t('donate.result.relief')}
            </Link>
          </div>
        </section>
      )}
    </AreaPage>
  );
}
