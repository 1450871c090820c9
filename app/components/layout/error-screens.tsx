import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useNavigate, useRouteError } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Compass, RefreshCw, ShieldExclamationPoint, TriangleExclamationPoint } from '~/components/ui/icons';
import { useTranslation } from '~/i18n/use-translation';

function ScreenFrame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <span className="mb-6 inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      <h1 className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">{title}</h1>
      {children}
    </div>
  );
}

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame icon={<Compass aria-hidden="true" className="size-8" />} title={t('errors.notFound.title')}>
      <p className="mt-4 text-stone-600">{t('errors.notFound.description')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {t('errors.goHome')}
        </Link>
        <Link to="/search" className={buttonClass('secondary')}>
          {t('errors.notFound.search')}
        </Link>
      </div>
    </ScreenFrame>
  );
}

/** SPEC §6: "Access Denied" with the required roles and a Go Back button. */
export function AccessDeniedScreen({ requiredRoles }: { requiredRoles: readonly string[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ScreenFrame icon={<ShieldExclamationPoint aria-hidden="true" className="size-8" />} title={t('errors.accessDenied.title')}>
      <p className="mt-4 text-stone-600">{t('errors.accessDenied.description', { roles: requiredRoles.join(' or ') })}</p>
      <div className="mt-8">
        <button type="button" onClick={() => navigate(-1)} className={buttonClass('primary')}>
          {t('errors.goBack')}
        </button>
      </div>
    </ScreenFrame>
  );
}

/** SPEC §8: the role lookup failed where a role is required. */
export function PermissionErrorScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame icon={<ShieldExclamationPoint aria-hidden="true" className="size-8" />} title={t('errors.permission.title')}>
      <p className="mt-4 text-stone-600">{t('errors.permission.description')}</p>
      <div className="mt-8">
        <Link to="/auth" className={buttonClass('primary')}>
          {t('errors.signInAgain')}
        </Link>
      </div>
    </ScreenFrame>
  );
}

/** SPEC §8: a page inside the shell failed; the rest of the site still works. */
export function PageErrorScreen() {
  const { t } = useTranslation();
  return (
    <ScreenFrame icon={<TriangleExclamationPoint aria-hidden="true" className="size-8" />} title={t('errors.page.title')}>
      <p className="mt-4 text-stone-600">{t('errors.page.description')}</p>
      <div className="mt-8">
        <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('errors.page.refresh')}
        </button>
      </div>
    </ScreenFrame>
  );
}

/** SPEC §8: the whole application failed; rendered without the shell. */
export function AppErrorScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="min-h-dvh bg-earth-50">
      <ScreenFrame icon={<TriangleExclamationPoint aria-hidden="true" className="size-8" />} title={title}>
        <p className="mt-4 text-stone-600">{t('errors.app.description')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button type="button" onClick={() => window.location.reload()} className={buttonClass('primary')}>
            {t('errors.app.tryAgain')}
          </button>
          <a href="/" className={buttonClass('secondary')}>
            {t('errors.goHome')}
          </a>
        </div>
        <p className="mt-8 text-sm text-stone-500">{t('errors.app.support')}</p>
      </ScreenFrame>
    </main>
  );
}

/** The ErrorBoundary every route exports: not found, access denied, or the page error. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen />;
    if (error.status === 403 && (error.data as { kind?: string } | undefined)?.kind === 'permission-error') {
      return <PermissionErrorScreen />;
    }
    if (error.status === 403) {
      const roles = (error.data as { requiredRoles?: string[] } | undefined)?.requiredRoles ?? [];
      return <AccessDeniedScreen requiredRoles={roles} />;
    }
  }
  return <PageErrorScreen />;
}
