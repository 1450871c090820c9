import { highlightSegments } from '../search-text';

/**
 * Text with the words that match the search marked. Rendered as React text nodes, never as
 * HTML, so a product name or a query can hold any characters safely.
 */
export function HighlightedText({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightSegments(text, terms).map((segment, index) =>
        segment.isMatch ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never reorder
          <mark key={index} className="rounded-sm bg-amber-100 px-0.5 font-semibold text-inherit">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
