import { useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { ShareLink } from '../share-links';

/** Plain links to share a post, and a button that copies its address (issue 36: no third-party script). */
export function ShareButtons({ links, url }: { links: readonly ShareLink[]; url: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <nav aria-label={t('blog.share.label')} className="mt-10 rounded-2xl bg-earth-50 p-4">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-700">{t('blog.share.heading')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.service}>
            <a
              href={link.href}
              {...(link.service === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:border-brand-600"
            >
              {t(`blog.share.${link.service}`)}
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
            className="inline-block rounded-full border border-stone-300 bg-white px-3 py-1.5 text-sm font-semibold text-stone-800 hover:border-brand-600"
          >
            {t('blog.share.copy')}
          </button>
        </li>
      </ul>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-brand-800">
        {copied ? t('blog.share.copied') : ''}
      </p>
    </nav>
  );
}
