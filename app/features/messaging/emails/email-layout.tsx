import type { ReactNode } from 'react';
import type { TFunction } from '~/i18n/translator';

/** What every template gets besides its own props. */
export type EmailContext = {
  t: TFunction;
  lang: string;
  dir: 'ltr' | 'rtl';
  siteName: string;
  siteUrl: string;
  companyAddress: string;
  contactEmail: string;
};

// Email clients ignore style sheets and classes: every style is inline.
const colors = { brand: '#2A9134', ink: '#1c1917', muted: '#57534e', line: '#e7e5e4', page: '#f5f5f4' };
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function EmailLayout({ ctx, preheader, children }: { ctx: EmailContext; preheader: string; children: ReactNode }) {
  return (
    <html lang={ctx.lang} dir={ctx.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{ctx.siteName}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colors.page, fontFamily: font, color: colors.ink }}>
        <div data-text-skip style={{ display: 'none', maxHeight: 0, overflow: 'hidden' }}>
          {preheader}
        </div>
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ backgroundColor: colors.page }}>
          <tbody>
            <tr>
              <td align="center" style={{ padding: '24px 12px' }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{ maxWidth: 560, backgroundColor: '#ffffff', borderRadius: 16, border: `1px solid ${colors.line}` }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: '20px 28px', borderBottom: `1px solid ${colors.line}` }}>
                        <a
                          href={ctx.siteUrl}
                          style={{ color: colors.brand, fontSize: 20, fontWeight: 700, textDecoration: 'none' }}
                        >
                          {ctx.siteName}
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td style={{ padding: '24px 28px', fontSize: 16, lineHeight: 1.55 }}>{children}</td>
                    </tr>
                    <tr>
                      <td
                        style={{ padding: '16px 28px', borderTop: `1px solid ${colors.line}`, fontSize: 12, color: colors.muted }}
                      >
                        <p style={{ margin: 0 }}>{ctx.t('emails.footer.sentBy', { siteName: ctx.siteName })}</p>
                        <p style={{ margin: '4px 0 0' }}>
                          {ctx.companyAddress} · {ctx.contactEmail}
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

export function EmailHeading({ children }: { children: ReactNode }) {
  return <h1 style={{ margin: '0 0 16px', fontSize: 22, lineHeight: 1.3 }}>{children}</h1>;
}

export function EmailText({ children, muted }: { children: ReactNode; muted?: boolean }) {
  return <p style={{ margin: '0 0 16px', color: muted ? colors.muted : colors.ink, fontSize: muted ? 14 : 16 }}>{children}</p>;
}

/** The one action of a message, with its address written out below for clients that hide buttons. */
export function EmailAction({ href, label, ctx }: { href: string; label: string; ctx: EmailContext }) {
  return (
    <>
      <p style={{ margin: '8px 0 20px' }}>
        <a
          href={href}
          style={{
            display: 'inline-block',
            backgroundColor: colors.brand,
            color: '#ffffff',
            padding: '12px 22px',
            borderRadius: 999,
            fontWeight: 600,
            textDecoration: 'none',
          }}
        >
          {label}
        </a>
      </p>
      <div data-text-skip>
        <p style={{ margin: '0 0 16px', fontSize: 13, color: colors.muted, wordBreak: 'break-all' }}>
          {ctx.t('emails.common.linkFallback')}{' '}
          <a href={href} style={{ color: colors.brand }}>
            {href}
          </a>
        </p>
      </div>
    </>
  );
}

/** Label and value rows, e.g. the new member's details in an admin notice. */
export function EmailFacts({ rows }: { rows: [string, string][] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: '0 0 16px', fontSize: 15 }}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <td style={{ padding: '2px 12px 2px 0', color: colors.muted }}>{label}:</td>
            <td style={{ padding: '2px 0' }}>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A message's paragraphs as the sender or the admin wrote them (a blank line between paragraphs). */
export function EmailParagraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        // The text is fixed once the email is rendered: its place is its identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs never move
        <EmailText key={index}>{paragraph}</EmailText>
      ))}
    </>
  );
}
