import { decodeEntities } from './plain-text';
/*
 * HowTo structured data from a guide's own structure (issue 36): the front matter's `howto:`
 * names the id of the heading whose section is the procedure, and the steps are read from it,
 * never typed out a second time. A section's steps are the items of its first list, a leading
 * bold phrase naming the step ("**Prevent.** Grow strong plants…"); a section without a list
 * takes its numbered subheadings ("### 1. Transition your land") with the paragraph below each.
 */

export type HowToStep = { id: string; name?: string; text: string };
export type HowTo = { name: string; steps: HowToStep[] };

const plain = (html: string): string => decodeEntities(html.replace(/<[^>]+>/g, ''));

/** The HTML of a heading's section: from after the heading to the next heading of its level or above. */
function sectionOf(html: string, id: string): { level: number; title: string; body: string } | null {
  const heading = new RegExp(`<h([1-6]) id="${id.replace(/[^a-z0-9-]/g, '')}">([\\s\\S]*?)</h\\1>`).exec(html);
  if (!heading) return null;
  const level = Number(heading[1]);
  const rest = html.slice(heading.index + heading[0].length);
  const next = new RegExp(`<h[1-${level}] id=`).exec(rest);
  return { level, title: plain(heading[2] ?? ''), body: next ? rest.slice(0, next.index) : rest };
}

export function howToFrom(html: string, sectionId: string, name?: string): HowTo | null {
  const section = sectionOf(html, sectionId);
  if (!section) return null;
  const list = /<(ol|ul)[^>]*>([\s\S]*?)<\/\1>/.exec(section.body);
  const firstSubheading = new RegExp(`<h${section.level + 1} id=`).exec(section.body);
  const steps: HowToStep[] = [];
  if (list && (!firstSubheading || (list.index ?? 0) < firstSubheading.index)) {
    const items = [...(list[2] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/g)];
    items.forEach((item) => {
      const body = item[1] ?? '';
      const named = /^\s*<strong>([\s\S]*?)<\/strong>\s*([\s\S]*)$/.exec(body);
      const stepName = named ? plain(named[1] ?? '').replace(/[.:]$/, '') : undefined;
      const text = plain(named && plain(named[2] ?? '') ? (named[2] ?? '') : body);
      steps.push({ id: sectionId, ...(stepName ? { name: stepName } : {}), text });
    });
  } else {
    const subheadings = new RegExp(
      `<h${section.level + 1} id="([^"]+)">\\s*(\\d+)\\.\\s*([\\s\\S]*?)</h${section.level + 1}>\\s*<p>([\\s\\S]*?)</p>`,
      'g',
    );
    for (const match of section.body.matchAll(subheadings))
      steps.push({ id: match[1] ?? '', name: plain(match[3] ?? ''), text: plain(match[4] ?? '') });
  }
  return steps.length > 0 ? { name: name ?? section.title, steps } : null;
}
