import { useTranslation } from './use-translation';

/** The id of the script element that carries a page's strings (decision 0062). */
export const PAGE_STRINGS_ID = 'page-strings';

/**
 * The strings this page's render used, as JSON for the browser's translator, so it hydrates
 * without fetching the whole translation file first. Rendered last in `<body>`: on the server
 * every other part of the page has asked for its keys by then. In the browser it repeats what
 * the page came with.
 */
export function PageStrings() {
  const { i18n } = useTranslation();
  return (
    <script
      type="application/json"
      id={PAGE_STRINGS_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, "<" escaped by recordStrings
      dangerouslySetInnerHTML={{ __html: i18n.pageStrings() }}
    />
  );
}
