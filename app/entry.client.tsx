import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTranslations } from '~/i18n/i18n.client';
import { Translator } from '~/i18n/translator';
import { TranslatorContext } from '~/i18n/use-translation';

/**
 * Resolves once the browser has painted the server's HTML (a frame, then a task), or at once in
 * a tab not shown. When the scripts arrive before the first frame (a fast link, a warm cache),
 * hydrating at once would hold that first paint behind its long task; the page is readable
 * before it is interactive either way, so it paints first. A timer bounds the wait, as frames
 * stop when the tab is hidden.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

async function hydrate() {
  // The server rendered the page in this file's language; hydrate with the same strings.
  const root = document.documentElement;
  const file = root.dataset.i18nFile ?? 'en';
  const [loaded] = await Promise.all([loadTranslations(file, root.dataset.i18nVersion), afterFirstPaint()]);
  const i18n = new Translator(loaded.file, loaded.bundle, { siteName: root.dataset.siteName ?? '' });
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslatorContext.Provider value={i18n}>
          <HydratedRouter />
        </TranslatorContext.Provider>
      </StrictMode>,
    );
  });
}

void hydrate();
