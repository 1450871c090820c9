import type { PagePath } from '../route-table';

/** The names of a path's parameters: `/courses/:slug/lessons/:lesson` gives `'slug' | 'lesson'`. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a path's parameters take, one per name. */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string };

/** A path without parameters takes no values; one with parameters takes all of them. */
type ParamsArgument<Path extends PagePath> = [ParamNames<Path>] extends [never] ? [] : [params: PathParams<Path>];

/**
 * The address of a page, from its path as the route table declares it: `pathTo('/courses/:slug',
 * { slug })`. The compiler checks the path against the table and the parameters against the
 * path, so a link cannot point at a page that does not exist or leave a `:name` in the address;
 * each value is encoded, so a value holding `/`, `?` or `#` stays one segment. Aliases are not
 * accepted: a link goes to the page's own address, the one its canonical URL names.
 */
export function pathTo<const Path extends PagePath>(path: Path, ...[params]: ParamsArgument<Path>): string {
  if (!params) return path;
  const values: Readonly<Record<string, string>> = params;
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    // The compiler asks for every name; this guards callers that get round it with a cast.
    if (value === undefined) throw new Error(`pathTo('${path}'): no value for :${name}`);
    return encodeURIComponent(value);
  });
}
