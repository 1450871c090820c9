/** The query parameter and form field that carry the post-sign-in target (SPEC §2, §4). */
export const REDIRECT_PARAM = 'redirectTo';
