import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createPageTranslator, waitForStrings, whenIdle } from '~/i18n/i18n.client';
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
  const site = { siteName: root.dataset.siteName ?? '' };
  const [{ i18n, fetchWholeFile, wholeFileReady }] = await Promise.all([
    createPageTranslator(root.dataset.i18nFile ?? 'en', root.dataset.i18nVersion, site),
    afterFirstPaint(),
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <TranslatorContext.Provider value={i18n}>
          <HydratedRouter instrumentations={[waitForStrings(wholeFileReady)]} />
        </TranslatorContext.Provider>
      </StrictMode>,
    );
  });
  // The rest of the translation file, for what the page opens later and the next pages.
  whenIdle(fetchWholeFile);
}

void hydrate();
