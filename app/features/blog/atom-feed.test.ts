import { describe, expect, it } from 'vitest';
import { entryId, escapeXml, renderAtomFeed } from './atom-feed';

/*
 * A strict reader for the XML the feed uses (elements, attributes in double quotes, text, the
 * five predefined entities): it throws on anything not well-formed, where a browser's lenient
 * parser would guess. No XML library is a dependency of the project, and this one is enough to
 * hold the writer to the rules.
 */
type XmlElement = { name: string; attributes: Record<string, string>; children: XmlElement[]; text: string };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(raw: string): string {
  if (/[<]/.test(raw)) throw new Error(`raw < in ${raw}`);
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';') || !(name in ENTITIES)) throw new Error(`bad entity ${whole}`);
    return ENTITIES[name] ?? '';
  });
}
function parseXml(xml: string): XmlElement {
  const rest = xml.replace(/^<\?xml version="1\.0" encoding="utf-8"\?>\n/, '');
  if (rest === xml) throw new Error('no XML declaration');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack = [root];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  while (token.lastIndex < rest.length) {
    const at = token.lastIndex;
    const match = token.exec(rest);
    if (!match) throw new Error(`not well-formed at ${at}: ${rest.slice(at, at + 40)}`);
    const [, closing, name, attributeText, selfClosing, text] = match;
    const current = stack[stack.length - 1] as XmlElement;
    if (text !== undefined) {
      current.text += decode(text);
      continue;
    }
    if (closing) {
      if (current.name !== name) throw new Error(`</${name}> closes <${current.name}>`);
      stack.pop();
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of (attributeText ?? '').matchAll(/([\w:-]+)="([^"]*)"/g))
      attributes[key as string] = decode(value ?? '');
    const element: XmlElement = { name: name as string, attributes, children: [], text: '' };
    current.children.push(element);
    if (!selfClosing) stack.push(element);
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unclosed elements or several roots');
  return root.children[0] as XmlElement;
}
const all = (element: XmlElement, name: string): XmlElement[] => element.children.filter((child) => child.name === name);

const feed = renderAtomFeed({
  title: 'Verde Living <Blog> & "friends"',
  subtitle: 'Soil, seeds & the 10% we give',
  feedUrl: 'https://verde.example/blog/feed.xml',
  siteUrl: 'https://verde.example/blog',
  fallbackUpdated: new Date('2026-01-01T00:00:00Z'),
  entries: [
    {
      id: entryId('https://verde.example', 'p1', new Date('2026-11-02T08:00:00Z')),
      title: 'Beds </title><script>alert(1)</script> & rest',
      url: 'https://verde.example/blog/beds?x=1&y=2',
      summary: 'Mulch, "leaves" & a bell\u0007 rings',
      author: "Rosa O'Neill",
      tags: ['soil', 'a&b'],
      published: new Date('2026-11-02T08:00:00Z'),
      updated: new Date('2026-11-20T08:00:00Z'),
    },
    {
      id: 'tag:verde.example,2026-10-01:blog/p2',
      title: 'Second',
      url: 'https://verde.example/blog/second',
      summary: 'Two',
      author: 'Ana',
      tags: [],
      published: new Date('2026-10-01T08:00:00Z'),
      updated: new Date('2026-10-01T08:00:00Z'),
    },
  ],
});

describe('the Atom feed', () => {
  it('is well-formed XML in the Atom namespace', () => {
    const root = parseXml(feed);
    expect(root.name).toBe('feed');
    expect(root.attributes.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(all(root, 'entry')).toHaveLength(2);
    expect(all(root, 'title')[0]?.text).toBe('Verde Living <Blog> & "friends"');
    expect(() => parseXml('<?xml version="1.0" encoding="utf-8"?>\n<feed><title>a & b</title></feed>')).toThrow();
  });

  it('escapes every text and attribute, so markup in a title stays text', () => {
    const entry = all(parseXml(feed), 'entry')[0] as XmlElement;
    expect(all(entry, 'title')[0]?.text).toBe('Beds </title><script>alert(1)</script> & rest');
    expect(all(entry, 'link')[0]?.attributes.href).toBe('https://verde.example/blog/beds?x=1&y=2');
    expect(all(entry, 'category')[1]?.attributes.term).toBe('a&b');
    expect(all(all(entry, 'author')[0] as XmlElement, 'name')[0]?.text).toBe("Rosa O'Neill");
    // A control character XML cannot carry is dropped rather than breaking the feed.
    expect(all(entry, 'summary')[0]?.text).toBe('Mulch, "leaves" & a bell rings');
    expect(feed).not.toContain('<script>');
  });

  it('says when it last changed: the newest entry, or the fallback when empty', () => {
    expect(feed).toContain('<updated>2026-11-20T08:00:00.000Z</updated>\n  <entry>');
    const empty = renderAtomFeed({
      title: 't',
      subtitle: 's',
      feedUrl: 'https://x.example/f',
      siteUrl: 'https://x.example/',
      fallbackUpdated: new Date('2026-01-01T00:00:00Z'),
      entries: [],
    });
    expect(empty).toContain('<updated>2026-01-01T00:00:00.000Z</updated>');
  });

  it('gives each post a tag URI that a new slug does not change', () => {
    expect(entryId('https://verde.example:8443/x', 'abc', new Date('2026-11-02T08:00:00Z'))).toBe(
      'tag:verde.example,2026-11-02:blog/abc',
    );
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
  });
});
