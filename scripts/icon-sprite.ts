// `npx tsx scripts/icon-sprite.ts` writes app/components/ui/icons.svg, the one SVG sprite every icon
// on the site draws from (issue 12, decision 0063): a <symbol> per icon that
// app/components/ui/icons.tsx declares with `<SpriteIcon name="…">`, drawn from lucide's own data (ISC).
// Run it after adding or removing an icon there; scripts/icon-sprite.test.ts fails until the
// file matches.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const ICONS_MODULE = path.join(root, 'app/components/ui/icons.tsx');
export const SPRITE_FILE = path.join(root, 'app/components/ui/icons.svg');
const LUCIDE_ICONS = path.join(root, 'node_modules/lucide-react/dist/esm/icons');

type IconNode = Array<[string, Record<string, string | number>]>;

/** The icon names icons.tsx declares, in its order. */
export function declaredIcons(source = fs.readFileSync(ICONS_MODULE, 'utf8')): string[] {
  return [...source.matchAll(/<SpriteIcon name="([a-z0-9-]+)"/g)].map((match) => match[1] as string);
}

/** Lucide's shapes for one icon: its elements and their attributes. */
export async function lucideShapes(name: string): Promise<IconNode> {
  const file = path.join(LUCIDE_ICONS, `${name}.mjs`);
  if (!fs.existsSync(file)) throw new Error(`lucide-react has no icon named "${name}"`);
  const module = (await import(pathToFileURL(file).href)) as { __iconData: { node: IconNode } };
  return module.__iconData.node;
}

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function symbol(name: string, node: IconNode): string {
  const shapes = node.map(([tag, attributes]) => {
    const written = Object.entries(attributes)
      .filter(([attribute]) => attribute !== 'key')
      .map(([attribute, value]) => ` ${attribute}="${escapeAttribute(value)}"`)
      .join('');
    return `<${tag}${written}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${shapes.join('')}</symbol>`;
}

/** The sprite's text for these icons, one symbol per line. */
export async function buildSprite(names: string[]): Promise<string> {
  const symbols = await Promise.all([...new Set(names)].sort().map(async (name) => symbol(name, await lucideShapes(name))));
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const names = declaredIcons();
  fs.writeFileSync(SPRITE_FILE, await buildSprite(names));
  console.log(`Wrote ${path.relative(root, SPRITE_FILE)}: ${new Set(names).size} icons`);
}
