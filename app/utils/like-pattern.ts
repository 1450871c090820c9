/** Text for a LIKE or ILIKE pattern that matches it literally (LIKE's escape character is the backslash). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
