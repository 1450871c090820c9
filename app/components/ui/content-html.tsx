import { contentLanguage } from '~/i18n/languages';

/**
 * Rendered markdown (a product's description, a guide's body, a course's description, a lesson,
 * a class's description, a bio), the one way the site shows it (issue 35, point 7). It carries
 * its own `lang` and `dir`: content written in English keeps its direction in an Arabic page,
 * and with no `lang` (what people write, in a language not recorded) the direction follows its
 * first letters (`dir="auto"`). The HTML comes from `renderMarkdown` on the server: raw HTML
 * dropped, only safe links (decision 0059).
 */
export function ContentHtml({
  html,
  lang,
  className = 'prose-content',
}: {
  html: string;
  /** The content's language; omitted when it is not known. */
  lang?: string | null;
  className?: string;
}) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from markdown, raw HTML dropped, safe links only
    <div {...contentLanguage(lang)} className={className} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
