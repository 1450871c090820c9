/**
 * The id of the script element a server-rendered page ends with: the strings its render used,
 * which the browser's translator starts from (decision 0062, `page-strings.server.ts`).
 */
export const PAGE_STRINGS_ID = 'page-strings';
