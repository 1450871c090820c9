import { renderToStaticMarkup } from 'react-dom/server';
import { getTranslator } from '~/i18n/i18n.server';
import { getSiteConfig } from '~/utils/site.server';
import { htmlToText } from '../html-to-text';
import { type EmailContext, EmailLayout } from './email-layout';
import { EMAIL_TEMPLATES, type EmailProps, type EmailTemplateName } from './templates';

export type RenderedEmail = { subject: string; html: string; text: string; locale: string };

/** Renders a template in a language: subject, HTML and the plain-text part. */
export async function renderEmail<N extends EmailTemplateName>(
  template: N,
  props: EmailProps<N>,
  locale = 'en',
): Promise<RenderedEmail> {
  const { t, code, htmlLang, dir } = await getTranslator(locale);
  const site = getSiteConfig();
  const ctx: EmailContext = {
    t,
    lang: htmlLang,
    dir,
    siteName: site.name,
    siteUrl: site.url,
    companyAddress: site.address,
    contactEmail: site.contactEmail,
  };
  // Each template's props match its own entry; TypeScript cannot follow that through the map.
  const { Body, subject, preheader } = EMAIL_TEMPLATES[template] as unknown as {
    Body: (args: { ctx: EmailContext; props: EmailProps<N> }) => React.ReactElement;
    subject: (ctx: EmailContext, props: EmailProps<N>) => string;
    preheader: (ctx: EmailContext, props: EmailProps<N>) => string;
  };
  const html = `<!doctype html>${renderToStaticMarkup(
    <EmailLayout ctx={ctx} preheader={preheader(ctx, props)}>
      <Body ctx={ctx} props={props} />
    </EmailLayout>,
  )}`;
  return { subject: subject(ctx, props), html, text: htmlToText(html), locale: code };
}
