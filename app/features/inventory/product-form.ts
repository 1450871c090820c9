import type { ProductImage } from '~/db/schema/catalog';
import { CATEGORIES, type Category, HANDLE_PATTERN } from '~/features/catalog/catalog.schema';
import { textField } from '~/utils/form-fields';
import { parseAmountCents } from '~/utils/money';

/**
 * Checking a product as an admin types it (the create and edit forms of /inventory) and as a
 * CSV import row gives it (issue 4). Pure and shared, so the two ways in accept exactly the same
 * products, and the rules are tested without a database. Errors are translation keys under
 * `inventory.errors`; the database's own CHECKs (handle shape, stock and price not negative)
 * stay as the last line of defence behind these.
 */

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_LIMITS = {
  handleMax: 120,
  nameMin: 2,
  nameMax: 120,
  summaryMax: 200,
  descriptionMax: 20_000,
  tagsMax: 12,
  tagMax: 40,
  stockMax: 1_000_000,
  /** $100,000: the demo catalogue's ceiling too; anything above is a typo. */
  priceMaxCents: 10_000_000,
  imageSrcMax: 500,
  imageAltMax: 300,
  seoTitleMax: 70,
  seoDescriptionMax: 170,
  priceIdMax: 200,
} as const;

/** Everything of a product the admin edits; stock is not here: it changes only through logged movements. */
export type ProductInput = {
  handle: string;
  name: string;
  category: Category;
  /** null is Free. */
  priceCents: number | null;
  status: ProductStatus;
  summary: string;
  descriptionMd: string;
  tags: string[];
  isReliefProduct: boolean;
  trackInventory: boolean;
  isFeatured: boolean;
  images: ProductImage[];
  seoTitle: string | null;
  seoDescription: string | null;
  priceId: string | null;
};

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = <T>(error: string): Parsed<T> => ({ ok: false, error });

/**
 * Control characters other than tab and line breaks: nobody types them, and PostgreSQL cannot
 * store NUL at all. (The same rule as readForm's, for text that arrives in a file.)
 */
export function hasControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * A one-line text: a tab or line break pasted from a spreadsheet becomes a space, and the ends
 * are trimmed, so "Kale\nseeds" from a cell does not break a product card's layout.
 */
function oneLine(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ').trim();
}

function text(value: string, max: number, error: string, min = 0): Parsed<string> {
  if (hasControlCharacters(value)) return fail('inventory.errors.badCharacters');
  const clean = oneLine(value);
  return clean.length < min || clean.length > max ? fail(error) : ok(clean);
}

export function parseHandle(value: string): Parsed<string> {
  const handle = value.trim();
  return handle.length <= PRODUCT_LIMITS.handleMax && HANDLE_PATTERN.test(handle) ? ok(handle) : fail('inventory.errors.handle');
}

export function parseName(value: string): Parsed<string> {
  return text(value, PRODUCT_LIMITS.nameMax, 'inventory.errors.name', PRODUCT_LIMITS.nameMin);
}

export function parseCategory(value: string): Parsed<Category> {
  const category = value.trim().toLowerCase();
  return (CATEGORIES as readonly string[]).includes(category) ? ok(category as Category) : fail('inventory.errors.category');
}

/**
 * Dollars and cents ("12.50", "12", "12,5") through the orders' own parser, so a price is read
 * the way a refund amount is. Empty, or the word "free", is Free (no price).
 */
export function parsePrice(value: string): Parsed<number | null> {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.toLowerCase() === 'free') return ok(null);
  const cents = parseAmountCents(trimmed.replace(/^\$/, ''));
  return cents === null || cents > PRODUCT_LIMITS.priceMaxCents ? fail('inventory.errors.price') : ok(cents);
}

export function parseStatus(value: string): Parsed<ProductStatus> {
  const status = value.trim().toLowerCase();
  return (PRODUCT_STATUSES as readonly string[]).includes(status) ? ok(status as ProductStatus) : fail('inventory.errors.status');
}

const TRUE = new Set(['true', 'yes', '1', 'on']);
const FALSE = new Set(['false', 'no', '0', 'off']);

/** true/false, yes/no, 1/0 in any case (and a checkbox's "on"); anything else is an error. */
export function parseFlag(value: string): Parsed<boolean> {
  const flag = value.trim().toLowerCase();
  if (TRUE.has(flag)) return ok(true);
  if (FALSE.has(flag)) return ok(false);
  return fail('inventory.errors.flag');
}

/** Comma-separated; blanks and repeats dropped; at most 12 tags of at most 40 characters. */
export function parseTags(value: string): Parsed<string[]> {
  if (hasControlCharacters(value)) return fail('inventory.errors.badCharacters');
  const tags = [...new Set(value.split(',').map(oneLine).filter(Boolean))];
  if (tags.length > PRODUCT_LIMITS.tagsMax || tags.some((tag) => tag.length > PRODUCT_LIMITS.tagMax))
    return fail('inventory.errors.tags');
  return ok(tags);
}

/** A whole number of units from 0 to 1,000,000 (no sign, no decimals, no thousands separators). */
export function parseStock(value: string): Parsed<number> {
  const trimmed = value.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return fail('inventory.errors.stock');
  const stock = Number(trimmed);
  return stock <= PRODUCT_LIMITS.stockMax ? ok(stock) : fail('inventory.errors.stock');
}

/**
 * A picture is our own file under /images/: the Content-Security-Policy serves images from this
 * site only, so another address would show as a broken image (and never javascript:, data: or a
 * protocol-relative //host). Alt text is required with a picture: product pages are read by
 * screen readers too.
 */
export function parseImage(
  src: string,
  alt: string,
): { images: ProductImage[]; errors: { imageSrc?: string; imageAlt?: string } } {
  const cleanSrc = src.trim();
  const altText = text(alt, PRODUCT_LIMITS.imageAltMax, 'inventory.errors.imageAlt');
  if (cleanSrc === '')
    return { images: [], errors: altText.ok && altText.value === '' ? {} : { imageSrc: 'inventory.errors.imageSrc' } };
  const isSafe =
    cleanSrc.length <= PRODUCT_LIMITS.imageSrcMax && /^\/images\/\S+$/.test(cleanSrc) && !cleanSrc.split(/[/?#]/).includes('..');
  const errors: { imageSrc?: string; imageAlt?: string } = {};
  if (!isSafe) errors.imageSrc = 'inventory.errors.imageSrc';
  if (!altText.ok || altText.value === '') errors.imageAlt = 'inventory.errors.imageAlt';
  return { images: isSafe && altText.ok && altText.value ? [{ src: cleanSrc, alt: altText.value }] : [], errors };
}

/** A picture's alternative text: required (screen readers read it), one line, up to 300 characters. */
export function parseImageAlt(value: string): Parsed<string> {
  return text(value, PRODUCT_LIMITS.imageAltMax, 'inventory.errors.imageAlt', 1);
}

/** A one-line summary, up to 200 characters (may be empty). */
export function parseSummary(value: string): Parsed<string> {
  return text(value, PRODUCT_LIMITS.summaryMax, 'inventory.errors.summary');
}

/** Optional text: empty is null (the page falls back to the product's name and summary). */
function optionalText(value: string, max: number, error: string): Parsed<string | null> {
  const parsed = text(value, max, error);
  return parsed.ok ? ok(parsed.value || null) : parsed;
}

function parsePriceId(value: string): Parsed<string | null> {
  const id = value.trim();
  if (id === '') return ok(null);
  return id.length <= PRODUCT_LIMITS.priceIdMax && /^[A-Za-z0-9_-]+$/.test(id) ? ok(id) : fail('inventory.errors.priceId');
}

/** A description in markdown: line breaks kept, at most 20,000 characters. */
export function parseDescription(value: string): Parsed<string> {
  if (hasControlCharacters(value)) return fail('inventory.errors.badCharacters');
  const description = value.replace(/\r\n?/g, '\n').trim();
  return description.length > PRODUCT_LIMITS.descriptionMax ? fail('inventory.errors.description') : ok(description);
}

/** The names of the create/edit form's fields (also the keys of its errors and echoed values). */
export const PRODUCT_FORM_FIELDS = [
  'handle',
  'name',
  'category',
  'price',
  'status',
  'summary',
  'descriptionMd',
  'tags',
  'isReliefProduct',
  'trackInventory',
  'isFeatured',
  'imageSrc',
  'imageAlt',
  'seoTitle',
  'seoDescription',
  'priceId',
  'stockQuantity',
] as const;
export type ProductFormField = (typeof PRODUCT_FORM_FIELDS)[number];
export type ProductFormValues = Partial<Record<ProductFormField, string>>;
export type ProductFieldErrors = Partial<Record<ProductFormField, string>>;

/** The form's fields as posted (a missing or non-text field is ''), to check and to show again. */
export function productFormValuesFrom(form: FormData): ProductFormValues {
  return Object.fromEntries(PRODUCT_FORM_FIELDS.map((field) => [field, textField(form, field)]));
}

export type ProductFormResult =
  | { ok: true; product: ProductInput; openingStock: number }
  | { ok: false; fieldErrors: ProductFieldErrors };

/**
 * The create or edit form. Checkboxes send "true" when ticked and nothing otherwise, so a
 * missing flag is false. Only a new product has an opening stock; an existing product's stock
 * changes through an adjustment with a reason, so the edit form does not carry it.
 */
export function validateProductForm(values: ProductFormValues, options: { isNew: boolean }): ProductFormResult {
  const get = (field: ProductFormField) => values[field] ?? '';
  const fieldErrors: ProductFieldErrors = {};
  const take = <T>(field: ProductFormField, parsed: Parsed<T>, fallback: T): T => {
    if (parsed.ok) return parsed.value;
    fieldErrors[field] = parsed.error;
    return fallback;
  };
  const flag = (field: ProductFormField) => (get(field) === '' ? false : take(field, parseFlag(get(field)), false));
  const image = parseImage(get('imageSrc'), get('imageAlt'));
  Object.assign(fieldErrors, image.errors);
  const product: ProductInput = {
    handle: take('handle', parseHandle(get('handle')), ''),
    name: take('name', parseName(get('name')), ''),
    category: take('category', parseCategory(get('category')), CATEGORIES[0]),
    priceCents: take('price', parsePrice(get('price')), null),
    status: take('status', parseStatus(get('status')), 'draft'),
    summary: take('summary', parseSummary(get('summary')), ''),
    descriptionMd: take('descriptionMd', parseDescription(get('descriptionMd')), ''),
    tags: take('tags', parseTags(get('tags')), []),
    isReliefProduct: flag('isReliefProduct'),
    trackInventory: flag('trackInventory'),
    isFeatured: flag('isFeatured'),
    images: image.images,
    seoTitle: take('seoTitle', optionalText(get('seoTitle'), PRODUCT_LIMITS.seoTitleMax, 'inventory.errors.seoTitle'), null),
    seoDescription: take(
      'seoDescription',
      optionalText(get('seoDescription'), PRODUCT_LIMITS.seoDescriptionMax, 'inventory.errors.seoDescription'),
      null,
    ),
    priceId: take('priceId', parsePriceId(get('priceId')), null),
  };
  const openingStock =
    options.isNew && get('stockQuantity').trim() !== '' ? take('stockQuantity', parseStock(get('stockQuantity')), 0) : 0;
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, product, openingStock };
}

// --- CSV rows ---

/** The export's columns, in order; the import accepts any subset that includes `handle`. */
export const CSV_COLUMNS = [
  'handle',
  'name',
  'category',
  'price',
  'status',
  'track_inventory',
  'stock_quantity',
  'is_relief_product',
  'tags',
  'summary',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export function isCsvColumn(value: string): value is CsvColumn {
  return (CSV_COLUMNS as readonly string[]).includes(value);
}

/** What a row changes; a column left out of the file (or, for a new product, left empty) is not here. */
export type CsvRowPatch = Partial<
  Pick<
    ProductInput,
    'name' | 'category' | 'priceCents' | 'status' | 'trackInventory' | 'isReliefProduct' | 'tags' | 'summary'
  > & {
    stockQuantity: number;
  }
>;

export type CsvRowError = { field: CsvColumn; message: string };

/** Columns a new product cannot do without; its other columns fall back to the usual defaults. */
const REQUIRED_FOR_NEW: readonly CsvColumn[] = ['name', 'category', 'price'];

/**
 * One import row (cells by column; a column missing from the file is undefined). For a product
 * that exists, every column present is the new value, so an empty price makes it Free and an
 * empty tags cell clears its tags, exactly as the export writes them. For a new product, name,
 * category and price must be filled in (a forgotten price must not silently make it Free:
 * write "free" for that); its other empty cells take the defaults (draft, stock tracked, 0).
 */
export function validateCsvRow(
  cells: Partial<Record<CsvColumn, string>>,
  options: { isNew: boolean },
): { handle: string; patch: CsvRowPatch; errors: CsvRowError[] } {
  const errors: CsvRowError[] = [];
  const patch: CsvRowPatch = {};
  const handle = parseHandle(cells.handle ?? '');
  if (!handle.ok) errors.push({ field: 'handle', message: handle.error });
  const read = <K extends keyof CsvRowPatch>(column: CsvColumn, key: K, parse: (value: string) => Parsed<CsvRowPatch[K]>) => {
    const value = cells[column];
    if (value === undefined || (options.isNew && value.trim() === '')) {
      if (options.isNew && REQUIRED_FOR_NEW.includes(column))
        errors.push({ field: column, message: 'inventory.errors.requiredForNew' });
      return;
    }
    const parsed = parse(value);
    if (parsed.ok) patch[key] = parsed.value;
    else errors.push({ field: column, message: parsed.error });
  };
  read('name', 'name', parseName);
  read('category', 'category', parseCategory);
  read('price', 'priceCents', parsePrice);
  read('status', 'status', parseStatus);
  read('track_inventory', 'trackInventory', parseFlag);
  read('stock_quantity', 'stockQuantity', parseStock);
  read('is_relief_product', 'isReliefProduct', parseFlag);
  read('tags', 'tags', parseTags);
  read('summary', 'summary', parseSummary);
  return { handle: handle.ok ? handle.value : (cells.handle ?? '').trim(), patch, errors };
}

/** A price as the form and the export write it: "12.50"; empty is Free. */
export function priceText(cents: number | null): string {
  return cents === null ? '' : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An existing product as the edit form's starting values (ticked checkboxes are "true"). */
export function productFormValues(
  product: Omit<ProductInput, 'category' | 'status'> & { category: string; status: string },
): ProductFormValues {
  const image = product.images[0];
  return {
    handle: product.handle,
    name: product.name,
    category: product.category,
    price: priceText(product.priceCents),
    status: product.status,
    summary: product.summary,
    descriptionMd: product.descriptionMd,
    tags: product.tags.join(', '),
    isReliefProduct: product.isReliefProduct ? 'true' : '',
    trackInventory: product.trackInventory ? 'true' : '',
    isFeatured: product.isFeatured ? 'true' : '',
    imageSrc: image?.src ?? '',
    imageAlt: image?.alt ?? '',
    seoTitle: product.seoTitle ?? '',
    seoDescription: product.seoDescription ?? '',
    priceId: product.priceId ?? '',
  };
}
