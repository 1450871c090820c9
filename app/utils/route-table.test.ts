import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_ADDRESSES, ROUTE_TABLE } from './route-table';
import type { MenuLink, NavPlacements, ShownTo } from './routes/route-definition';

type Tree = { [key: string]: string | Tree };
const english: Tree = JSON.parse(fs.readFileSync('public/i18n/en.json', 'utf8'));
const hasEnglish = (key: string) => {
  let node: string | Tree | undefined = english;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string';
};

type AnyLink = MenuLink & { subtitleKey?: string; shownTo?: ShownTo };

/** Every link of every menu and area: which menu, to what, and the link as declared. */
const links = ROUTE_TABLE.flatMap(({ path, nav }) => {
  const { areas, admin, ...menus }: NavPlacements = nav ?? {};
  return [
    ...Object.entries(menus).map(([menu, link]) => ({ menu, path, link: link as AnyLink })),
    // The admin navigation sorts each group on its own.
    ...(admin ? [{ menu: `admin ${admin.group}`, path, link: admin as AnyLink }] : []),
    ...Object.entries(areas ?? {}).map(([area, link]) => ({ menu: `area ${area}`, path, link: link as AnyLink })),
  ];
});

describe('the route table', () => {
  it('declares each address once, as a page’s path or as an alias', () => {
    const paths = ROUTE_ADDRESSES.map((address) => address.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });

  it('gives an alias no parameter its page lacks, so the page’s module can read it', () => {
    const paramsOf = (path: string): string[] => path.match(/:\w+/g) ?? [];
    const extra = ROUTE_TABLE.flatMap(({ path, aliases = [] }) =>
      aliases.filter((alias) => paramsOf(alias).some((param) => !paramsOf(path).includes(param))),
    );
    expect(extra).toEqual([]);
  });

  it('gives the links of a menu different places, unless no one sees both', () => {
    const clashes = links.filter((one, index) =>
      links.some(
        (other, otherIndex) =>
          otherIndex < index &&
          other.menu === one.menu &&
          other.link.at === one.link.at &&
          (one.link.shownTo === undefined || other.link.shownTo === undefined || one.link.shownTo === other.link.shownTo),
      ),
    );
    expect(clashes.map(({ menu, path, link }) => `${menu}: ${path} at ${link.at}`)).toEqual([]);
  });

  it('labels every link with a key of the English translation file', () => {
    const keys = links.flatMap(({ link }) => [link.labelKey, ...(link.subtitleKey ? [link.subtitleKey] : [])]);
    expect(keys.filter((key) => !hasEnglish(key))).toEqual([]);
  });
});
