import type { ReactElement } from 'react';
import type { EmailContext } from './email-layout';

/**
 * One email: a React component rendered on the server in the recipient's language, its subject
 * and its preheader; the plain-text part is derived from the same HTML.
 */
export type EmailTemplate<P> = {
  subject: (ctx: EmailContext, props: P) => string;
  preheader: (ctx: EmailContext, props: P) => string;
  Body: (args: { ctx: EmailContext; props: P }) => ReactElement;
};

/** Keeps a template's props type when it is declared, so EMAIL_TEMPLATES knows each one's. */
export function defineEmail<P>(template: EmailTemplate<P>): EmailTemplate<P> {
  return template;
}
