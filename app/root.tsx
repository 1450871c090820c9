import textFontLatin from '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2?url';
import headingFontLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import { useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, type MetaDescriptor, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { AppErrorScreen, NotFoundScreen } from '~/components/layout/error-screens';
import { readShell } from '~/components/layout/shell-reads.server';
import { SiteShell } from '~/components/layout/site-shell';
import { useRootData } from '~/components/layout/use-root-data';
import { TimeZoneProvider } from '~/components/ui/time-zone';
import { FLASH_COOKIE, parseFlash } from '~/features/accounts/flash';
import { getSessionUser } from '~/features/accounts/guard.server';
import { acceptedPaymentMethods } from '~/features/payments/payments.server';
import { reliefTotalForBanner } from '~/features/relief/relief.server';
import { siteJsonLd } from '~/features/seo/seo.server';
import { getRequestLanguage } from '~/i18n/i18n.server';
import { useLanguageSync } from '~/i18n/use-language-sync';
import { useTranslation } from '~/i18n/use-translation';
import { readCookie } from '~/utils/cookies';
import { renderTimeZone } from '~/utils/format-date';
import { useNonce } from '~/utils/nonce';
import { getSiteConfig } from '~/utils/site.server';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = await getRequestLanguage(request);
  const user = await getSessionUser(request);
  const shell = await readShell(request, user, Boolean(context?.sharedPage));
  return {
    language: {
      code: language.code,
      file: language.file,
      htmlLang: language.htmlLang,
      dir: language.dir,
      version: language.version,
    },
    site: getSiteConfig(),
    jsonLd: siteJsonLd({ paymentAccepted: acceptedPaymentMethods() }),
    isSignedIn: user !== null,
    // What the admin side navigation may list (only pages this role may open); null when signed out.
    role: user?.role ?? null,
    // The person's role records: the vendor's pages are linked for holders of the vendor role.
    roles: user?.roles ?? [],
    // SPEC §8: a high or critical event about this person shows the Security Alert once.
    securityAlert: shell.securityAlert,
    flash: parseFlash(readCookie(request.headers.get('cookie'), FLASH_COOKIE)),
    // A page the cache may share with other visitors carries no count: the header asks for it
    // from the browser (useCartCount). Every other render, and each revalidation, has it.
    cartCount: shell.cartCount,
    // The live relief total for the banner (issue 4); cached for a few seconds per instance.
    reliefTotalCents: await reliefTotalForBanner(),
    year: new Date().getUTCFullYear(),
    // The zone the server renders dates in: UTC on a page the cache shares, else the tz cookie's.
    // The browser shows its own zone after hydrating (TimeZoneProvider, decision 0071).
    timeZone: renderTimeZone(request, Boolean(context?.sharedPage)),
  };
}

export function links(): Route.LinkDescriptors {
  return [
    // The one stylesheet, the only thing that holds back the first paint. With a precedence React
    // writes it before the module preloads of <Scripts />, which it would otherwise put first:
    // on a slow link the text waited behind about 40 scripts (Lighthouse, issue 12).
    { rel: 'stylesheet', href: appStylesheet, precedence: 'default' } as Route.LinkDescriptors[number],
    // The Latin files of the two brand fonts, which nearly every page's first screen draws with.
    { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: headingFontLatin },
    { rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href: textFontLatin },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'manifest', href: '/site.webmanifest' },
    // The blog's Atom feed, on every page, so a feed reader finds it from any address (issue 36).
    { rel: 'alternate', type: 'application/atom+xml', href: '/blog/feed.xml' },
  ];
}

export function meta(): MetaDescriptor[] {
  return [{ name: 'theme-color', content: '#2A9134' }];
}

/**
 * zod probes for eval (`new Function`) when its first object schema is made, to compile faster
 * parsers. Our CSP forbids eval, so the probe fails harmlessly but the browser reports a CSP
 * violation on every page with a form (Lighthouse's best practices). This tells zod, before any
 * module loads, not to try. The server, where eval is allowed, keeps the faster parsers.
 */
const ZOD_WITHOUT_EVAL = 'globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};';

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const language = root?.language;
  return (
    <html
      lang={language?.htmlLang ?? 'en'}
      dir={language?.dir ?? 'ltr'}
      data-i18n-file={language?.file}
      data-i18n-version={language?.version}
      data-site-name={root?.site.name}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, with the response's nonce */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL }} />
        <Links />
        {root?.jsonLd.map((item) => (
          <script
            key={String(item['@type'])}
            type="application/ld+json"
            // JSON-LD is data, not script; "<" is escaped so content cannot close the tag.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data block
            dangerouslySetInnerHTML={{ __html: JSON.stringify(item).replace(/</g, '\\u003c') }}
          />
        ))}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.language.file, loaderData.language.version);
  return (
    <TimeZoneProvider timeZone={loaderData.timeZone}>
      <SiteShell>
        <Outlet />
      </SiteShell>
    </TimeZoneProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteShell>
        <NotFoundScreen />
      </SiteShell>
    );
  }
  return <AppErrorScreen title={t('errors.app.title')} />;
}
