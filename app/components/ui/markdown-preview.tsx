import { ContentHtml } from './content-html';

/**
 * An editor's preview of its markdown, rendered on the server on the one sanitising path: the
 * lesson, blog post, newsletter issue and careers role editors. `html` is that output; an empty
 * string shows `emptyText`.
 */
export function MarkdownPreview({
  id,
  heading,
  emptyText,
  html,
  busy,
}: {
  /** The heading's id, unique on the page. */
  id: string;
  heading: string;
  emptyText: string;
  html: string;
  /** While a newer preview is being made (a live preview). */
  busy?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      aria-busy={busy}
      className="mt-8 rounded-2xl border-2 border-dashed border-brand-300 bg-white p-5 sm:p-6"
    >
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-brand-800">
        {heading}
      </h2>
      {html ? <ContentHtml className="prose-content mt-4" html={html} /> : <p className="mt-4 text-stone-600">{emptyText}</p>}
    </section>
  );
}
