type AnswerHeaders = { loaderHeaders: Headers; actionHeaders: Headers };

/**
 * A route's `headers` for pages whose loader or action can answer 429 (the rate limits). React
 * Router sends only the cookies of a loader's or action's answer unless the route exports
 * `headers`, so without this the Retry-After the README promises never left the server. `base`
 * is what the route sends besides.
 *   export const headers = passRetryAfter;
 *   export function headers(args: Route.HeadersArgs) { return passRetryAfter(args, args.loaderHeaders); }
 */
export function passRetryAfter({ loaderHeaders, actionHeaders }: AnswerHeaders, base?: HeadersInit): Headers {
  const headers = new Headers(base);
  const retryAfter = actionHeaders.get('Retry-After') ?? loaderHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
