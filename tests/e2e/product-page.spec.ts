import { expect, test } from './fixtures';
import { buyAndPay, signUpBuyer, uniqueId } from './support/shopper';

test('the quantity selector stays between 1 and the stock, and Add to cart offers View cart and Checkout', {
  tag: '@phone',
}, async ({ page }) => {
  // The rain barrel diverter is a demo product with only 2 in stock.
  await page.goto('/product/rain-barrel-diverter');
  const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
  const fewer = page.getByRole('button', { name: 'Decrease quantity' });
  const more = page.getByRole('button', { name: 'Increase quantity' });
  await expect(quantity).toHaveValue('1');
  await expect(fewer).toBeDisabled();
  // At the limit the field says what it is and why (issue 35, point 6), and stops saying it below.
  const limitNote = page.getByRole('status').filter({ hasText: 'Only 2 left in stock.' });
  await expect(limitNote).toHaveCount(0);
  await more.click();
  await expect(quantity).toHaveValue('2');
  await expect(more).toBeDisabled();
  await expect(fewer).toBeEnabled();
  await expect(limitNote).toBeVisible();
  await fewer.click();
  await expect(limitNote).toHaveCount(0);
  // A typed number beyond the stock settles on the stock when the field is left, and says why.
  await quantity.fill('40');
  await expect(limitNote).toBeVisible();
  await expect(quantity).toHaveAccessibleDescription('Only 2 left in stock.');
  await quantity.blur();
  await expect(quantity).toHaveValue('2');
  await expect(limitNote).toBeVisible();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: /2 × .*Rain Barrel Diverter added to cart/ });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  await expect(quantity).toHaveValue('1');
  await expect(limitNote).toHaveCount(0);

  await toast.getByRole('button', { name: 'View cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('main').getByRole('list', { name: 'Your cart' }).getByRole('listitem')).toHaveCount(1);

  // One more is past the stock: refused with SPEC §8's message, nothing added.
  await page.goto('/product/rain-barrel-diverter');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Cannot exceed available stock')).toBeVisible();
  // Two more: the server's answer says how many are left and how many the cart already has.
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Only 2 left in stock, and your cart already has 2.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
});

test('Checkout in the toast asks a visitor to sign in first', async ({ page }) => {
  await page.goto('/product/lacinato-kale-seeds');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const toast = page.getByRole('listitem').filter({ hasText: /added to cart/ });
  await toast.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL('/auth?redirectTo=%2Fcheckout');
  await expect(page.getByText('Please sign in to proceed with checkout')).toBeVisible();
});

test('the gallery shows each picture in the same box, by click or by keyboard', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/product/soil-analysis-kit');
  const pictures = page.getByRole('list', { name: /^Pictures of Soil Analysis Kit/ });
  const thumbs = pictures.getByRole('button');
  await expect(thumbs).toHaveCount(3);
  const main = page.getByRole('img', { name: /kraft-paper mailer box/ });
  await expect(main).toBeVisible();
  // Where the picture sits in the page (not the window, which focusing may scroll).
  const placeOf = (picture: typeof main) =>
    picture.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top + window.scrollY, left: box.left + window.scrollX, width: box.width, height: box.height };
    });
  const before = await placeOf(main);
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');

  await thumbs.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toBeFocused();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current');
  const second = page.getByRole('img', { name: /sample bag filled with dark garden soil/ });
  await expect(second).toBeVisible();
  // The picture changes inside the same square: nothing on the page moves.
  expect(await placeOf(second)).toEqual(before);

  await page.keyboard.press('End');
  await expect(thumbs.nth(2)).toBeFocused();
  await expect(page.getByRole('img', { name: /lab report page with a semicircular pH gauge/ })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Home');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');

  // Tab and Enter work too, as with any button.
  await page.keyboard.press('Tab');
  await expect(thumbs.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
});

test('a buyer leaves a review, which shows with the rating and in the structured data', async ({ page }) => {
  // Signing up, paying and reviewing: three flows in one, with the accessibility check after.
  test.setTimeout(60_000);
  await page.goto('/product/lacinato-kale-seeds');
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('link', { name: 'Sign in to review it' })).toBeVisible();

  await signUpBuyer(page, 'reviewer', { first: 'Rosa', last: 'Reviewer' });
  await page.goto('/product/lacinato-kale-seeds');
  await expect(reviews.getByText('Only customers who bought this product can review it.')).toBeVisible();
  await buyAndPay(page, 'lacinato-kale-seeds', 'Rosa Reviewer');

  await page.goto('/product/lacinato-kale-seeds');
  const form = reviews.getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
  await expect(form.getByText('Give your review a title of at least 3 characters.')).toBeVisible();

  const title = `Sweet after frost ${uniqueId()}`;
  await form.getByRole('radio', { name: '4 stars' }).check();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Your review').fill('Picked leaves all winter; the flavour got sweeter after the first frosts.');
  await form.getByRole('button', { name: 'Publish review' }).click();
  await expect(page.getByText('Thank you! Your review is published.')).toBeVisible();
  await expect(reviews.getByText('Thank you for reviewing this product.')).toBeVisible();

  const mine = reviews.getByRole('article', { name: title });
  await expect(mine).toBeVisible();
  await expect(mine.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(mine.getByText('Rosa R.')).toBeVisible();
  await expect(mine.getByText('Verified buyer')).toBeVisible();
  await expect(page.getByRole('link', { name: /out of 5 · \d+ reviews?$/ })).toBeVisible();

  await page.reload();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = jsonLd.map((text) => JSON.parse(text)).find((item) => item['@type'] === 'Product');
  expect(product.aggregateRating).toMatchObject({ '@type': 'AggregateRating', bestRating: 5, worstRating: 1 });
  expect(product.aggregateRating.reviewCount).toBeGreaterThanOrEqual(1);
  expect(product.review).toContainEqual(expect.objectContaining({ '@type': 'Review', name: title }));
});

test('a sold-out product offers an email when it is back in stock instead of Add to cart', async ({ page }) => {
  // Music hardneck garlic is a demo product with none in stock.
  await page.goto('/product/music-hardneck-garlic');
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const email = page.getByRole('textbox', { name: 'Email me when it is back in stock' });
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Enter your email address.').first()).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  const address = `waiting-${uniqueId()}@example.org`;
  await email.fill(address);
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We will email ${address} when it is back in stock.` })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the quantity and the back-in-stock address post with their forms', async ({ page }) => {
    await page.goto('/product/lacinato-kale-seeds');
    await page.getByRole('spinbutton', { name: 'Quantity' }).fill('3');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: /^3 × Lacinato.* added to cart$/ })).toBeVisible();

    await page.goto('/product/music-hardneck-garlic');
    const address = `nojs-${uniqueId()}@example.org`;
    await page.getByRole('textbox', { name: 'Email me when it is back in stock' }).fill(address);
    await page.getByRole('button', { name: 'Notify me' }).click();
    await expect(page.getByRole('status').filter({ hasText: address })).toBeVisible();
  });
});

test('with Arabic chosen, the English description keeps its own language and direction', { tag: '@phone' }, async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'lang', value: 'ar', url: baseURL ?? '' }]);
  await page.goto('/product/lacinato-kale-seeds');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const description = page.locator('.prose-content').first();
  await expect(description).toHaveAttribute('lang', 'en');
  await expect(description).toHaveAttribute('dir', 'ltr');
  // Laid out left to right (its full stop at the end of the sentence), inside a right-to-left page.
  expect(
    await description
      .locator('p')
      .first()
      .evaluate((element) => getComputedStyle(element).direction),
  ).toBe('ltr');
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toHaveAttribute('lang', 'en');
  expect(await name.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
});
