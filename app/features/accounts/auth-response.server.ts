// Reading better-auth's answers (auth.api.*({ asResponse: true })).

/** The Set-Cookie headers of a better-auth response, to pass on with our own redirect. */
export function cookiesOf(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return headers;
}

/** better-auth's error code (e.g. INVALID_PASSWORD), leaving the body readable. */
export async function errorCodeOf(response: Response): Promise<string | undefined> {
  try {
    return ((await response.clone().json()) as { code?: string }).code;
  } catch {
    return undefined;
  }
}
