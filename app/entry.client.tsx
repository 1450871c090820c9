import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createI18n } from '~/i18n/i18n';
import { loadTranslations } from '~/i18n/i18n.client';
import { TranslatorContext } from '~/i18n/use-translation';

async function hydrate() {
  // The server rendered the page in this file's language; hydrate with the same strings.
  const root = document.documentElement;
  const file = root.dataset.i18nFile ?? 'en';
  const loaded = await loadTranslations(file, root.dataset.i18nVersion);
  const i18n = createI18n(loaded.file, loaded.bundle, { siteName: root.dataset.siteName ?? '' });
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
