import { expect, test } from './fixtures';

test.describe('server-rendered pages for search engines', () => {
  test('page source carries content, title, description, canonical, Open Graph and structured data', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/composting-guide');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Composting Guide | Verde Living</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/composting-guide"/>`);
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('Browns and greens');
    for (const type of [
      '"@type":"Organization"',
      '"@type":"WebSite"',
      '"@type":"Store"',
      '"@type":"Article"',
      `"urlTemplate":"${baseURL}/search?q={search_term_string}"`,
    ]) {
      expect(html).toContain(type);
    }
  });

  test('the FAQ page has FAQPage structured data', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1] ?? '{}'),
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq?.mainEntity.length).toBeGreaterThanOrEqual(10);
    expect(faq?.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    const store = blocks.find((block) => block['@type'] === 'Store');
    expect(store).toMatchObject({
      currenciesAccepted: 'USD',
      // What the configured provider takes (the test provider here): never PayPal (issue 11).
      paymentAccepted: 'Credit Card',
      availableLanguage: ['English', 'Spanish', 'Arabic'],
    });
  });

  test('every script that runs carries the response nonce; none is inline without it', async ({ request }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    for (const attributes of scripts) {
      // Data blocks (JSON-LD, the page's strings) are never run, so the policy does not apply.
      if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers()['x-request-id']).toBeTruthy();
  });

  test('pages with forms run without a single CSP violation (zod never probes for eval)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const path of ['/product/brandywine-tomato-seeds', '/auth', '/signup']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual([]);
    }
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('application/xml');
    const xml = await sitemap.text();
    for (const path of ['/', '/about', '/composting-guide', '/faq', '/products', '/legal/vendor-terms']) {
      expect(xml).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    expect(xml).not.toContain('/admin');
    expect(xml).not.toContain('/orders');
  });

  test('health and readiness answer', async ({ request }) => {
    expect(await (await request.get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await request.get('/readyz');
    expect(ready.status()).toBe(200);
    expect((await ready.json()).status).toBe('ready');
  });

  test('hashed assets are cached for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset ?? '');
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(response.headers()['cache-control']).toContain('max-age=31536000');
  });

  test('the translation files are served as JSON', async ({ request }) => {
    for (const file of ['en', 'es', 'ar']) {
      const response = await request.get(`/i18n/${file}.json`);
      expect(response.status(), file).toBe(200);
      expect(Object.keys(await response.json())).toContain('nav');
    }
  });
});
