import { Link } from 'react-router';
import { Share2 } from '~/components/ui/icons';
import { showToast } from '~/components/ui/toast-queue';
import { useTranslation } from '~/i18n/use-translation';
import type { SiteConfig, SocialNetwork } from '~/utils/site-config';
import { LanguageSwitcher } from './language-switcher';
import { footerLinksFor, type NavEntry } from './navigation';
import { NewsletterForm } from './newsletter-form';
import { SiteLogo } from './site-logo';
import { useRootData } from './use-root-data';

const SOCIAL_ORDER: SocialNetwork[] = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube', 'snapchat', 'tiktok', 'twitch'];

function LinkList({ title, entries }: { title: string; entries: readonly NavEntry[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {entries.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="text-sm text-stone-300 hover:text-white hover:underline">
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShareButton({ siteName, url }: { siteName: string; url: string }) {
  const { t } = useTranslation();
  async function share() {
    const data = { title: siteName, url: window.location.href || url };
    if (navigator.share) {
      try {
        await navigator.share(data);
      } catch {
        // Closing the share sheet is not an error worth showing.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(data.url);
      showToast({ kind: 'success', title: t('footer.social.copied') });
    } catch {
      showToast({ kind: 'error', title: t('errors.generic') });
    }
  }
  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-1.5 rounded-full border border-stone-600 px-3 py-1.5 text-sm text-stone-200 hover:border-white hover:text-white"
    >
      <Share2 aria-hidden="true" className="size-4" />
      {t('footer.social.share')}
    </button>
  );
}

const SLIM_LINKS = [
  { to: '/shipping-info', labelKey: 'pages.shipping-info.title' },
  { to: '/privacy-policy', labelKey: 'pages.privacy-policy.title' },
  { to: '/terms-of-service', labelKey: 'pages.terms-of-service.title' },
  { to: '/contact', labelKey: 'pages.contact.title' },
] as const;

/**
 * The footer. `slim` (checkout, the admin areas): the legal links, the language and the copyright,
 * without the newsletter and the social links.
 */
export function SiteFooter({
  site,
  year,
  language,
  variant = 'full',
}: {
  site: SiteConfig;
  year: number;
  language: string;
  variant?: 'full' | 'slim';
}) {
  const { t } = useTranslation();
  // Links only to pages this person may open (a visitor is not offered admin screens).
  const role = useRootData()?.role ?? null;
  if (variant === 'slim') {
    return (
      <footer className="mt-auto border-t border-stone-200 bg-white pb-24 text-sm text-stone-600 md:pb-0">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 sm:px-6">
          <p>{t('footer.copyright', { year, siteName: site.name })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {SLIM_LINKS.map((entry) => (
              <li key={entry.to}>
                <Link to={entry.to} className="underline-offset-4 hover:text-stone-900 hover:underline">
                  {t(entry.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </footer>
    );
  }
  return (
    <footer className="mt-auto bg-stone-900 pb-24 text-stone-300 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <SiteLogo name={site.name} className="text-white" badgeClassName="bg-brand-700" />
          <p className="mt-4 max-w-sm text-sm leading-6">{t('footer.brandText', { siteName: site.name })}</p>
          <div className="mt-6">
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.social.title')}</h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              <li>
                <ShareButton siteName={site.name} url={site.url} />
              </li>
              {SOCIAL_ORDER.map((network) => (
                <li key={network}>
                  <a
                    href={site.social[network]}
                    rel="noopener me"
                    target="_blank"
                    className="inline-flex rounded-full border border-stone-600 px-3 py-1.5 text-sm text-stone-200 hover:border-white hover:text-white"
                  >
                    {t(`footer.social.${network}`)}
                    <span className="sr-only"> {t('common.opensInNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="lg:col-span-2">
          <LinkList title={t('footer.quickLinks')} entries={footerLinksFor('footerQuickLinks', role)} />
        </div>
        <div className="lg:col-span-2">
          <LinkList title={t('footer.resources')} entries={footerLinksFor('footerResources', role)} />
        </div>
        <div className="space-y-8 lg:col-span-4">
          <NewsletterForm />
          <LanguageSwitcher current={language} />
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-stone-400 sm:px-6">
          {t('footer.copyright', { year, siteName: site.name })}
        </p>
      </div>
    </footer>
  );
}
