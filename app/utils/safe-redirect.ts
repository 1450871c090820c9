/** Accepts only same-site paths, so a redirect parameter can never send people elsewhere. */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters (tabs, newlines) can smuggle a second URL past naive checks.
  for (const char of value) if (char.charCodeAt(0) < 0x20) return fallback;
  return value;
}
