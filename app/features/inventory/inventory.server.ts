import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, lte, ne, or, type SQL } from 'drizzle-orm';
import { CSV_EXPORT_MAX_ROWS, toCsv } from '~/components/ui/data-table-csv';
import type { SortState } from '~/components/ui/data-table-params';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { containsPattern } from '~/db/like-pattern';
import { users } from '~/db/schema/accounts';
import { products } from '~/db/schema/catalog';
import { stockMovements } from '~/db/schema/inventory';
import type { Category } from '~/features/catalog/catalog.schema';
import { changeProduct, insertProducts, type ProductChanges } from '~/features/catalog/product-writes.server';
import { changeStockWithin } from '~/features/catalog/stock.server';
import { isUuid } from '~/utils/ids';
import { ADJUSTMENT_LIMITS, cleanReason, isValidChange } from './adjustment';
import { parseCsv } from './csv';
import {
  defaultInventorySort,
  INVENTORY_PAGE_SIZE,
  type InventoryQuery,
  type InventorySortKey,
  LOW_STOCK_THRESHOLD,
} from './inventory-query';
import {
  CSV_COLUMNS,
  type CsvColumn,
  type CsvRowPatch,
  hasControlCharacters,
  isCsvColumn,
  PRODUCT_LIMITS,
  type ProductFieldErrors,
  type ProductInput,
  type ProductStatus,
  priceText,
  validateCsvRow,
} from './product-form';

/**
 * The admin inventory (issue 4, /inventory): stock levels, the low-stock list, stock
 * adjustments, creating and editing products, CSV export and import.
 *
 * Every change of a product's stock made by a person is a row of `stock_movements` (who, when,
 * why, by how much, and the level after), written in the same transaction as the change, so
 * the audit trail and the stock can never disagree. Orders' own reservations are recorded with
 * the orders (order_items, order_events) and are not repeated here.
 *
 * Stock changes are conditional updates (`… where stock_quantity + change >= 0`), as order
 * placement's are: an adjustment racing a checkout can never take the stock below zero, and the
 * table's CHECK refuses it even if a bug tried. The products and their stock are the catalogue's
 * (decision 0066): this feature decides what may change and keeps the audit trail, and writes
 * them through catalog/stock.server.ts and catalog/product-writes.server.ts.
 */

/** What a change answers: a translation key (and its variables) for the admin to read. */
export type InventoryChange =
  | { ok: true; message: string; messageVars?: Record<string, string | number> }
  | { ok: false; message: string; field?: string; messageVars?: Record<string, string | number> };

/** Movement kinds, as stored in stock_movements.kind (translated under inventory.kinds). */
export type MovementKind = 'adjustment' | 'import' | 'created';

// --- Reading ---

/** Tracked, not archived, and at or under the threshold: what needs restocking soon. */
function lowStockFilter(threshold: number): SQL {
  return and(eq(products.trackInventory, true), ne(products.status, 'archived'), lte(products.stockQuantity, threshold)) as SQL;
}

const listColumns = {
  id: products.id,
  handle: products.handle,
  name: products.name,
  category: products.category,
  status: products.status,
  priceCents: products.priceCents,
  trackInventory: products.trackInventory,
  stockQuantity: products.stockQuantity,
  updatedAt: products.updatedAt,
};

const INVENTORY_SORT_COLUMNS = {
  product: products.name,
  category: products.category,
  status: products.status,
  price: products.priceCents,
  stock: products.stockQuantity,
} satisfies Record<InventorySortKey, AnyColumn>;

type InventoryFilters = Pick<InventoryQuery, 'q' | 'category' | 'status' | 'lowStock'>;

/** The list's filters as SQL: the page and its CSV export select the same products. */
function inventoryWhere(query: Partial<InventoryFilters>): SQL | undefined {
  const filters: SQL[] = [];
  if (query.q)
    filters.push(or(ilike(products.name, containsPattern(query.q)), ilike(products.handle, containsPattern(query.q))) as SQL);
  if (query.category) filters.push(eq(products.category, query.category));
  if (query.status) filters.push(eq(products.status, query.status));
  if (query.lowStock) filters.push(lowStockFilter(LOW_STOCK_THRESHOLD));
  return filters.length ? and(...filters) : undefined;
}

/** The order asked for, then by name and handle, so that ties keep their place from page to page. */
function inventoryOrder(sort: SortState<InventorySortKey>): SQL[] {
  // The key was checked against the allow-list; the lookup is a second guard, never SQL text.
  const column = INVENTORY_SORT_COLUMNS[sort.key] ?? products.name;
  return [(sort.dir === 'asc' ? asc : desc)(column), asc(products.name), asc(products.handle)];
}

/** A page of every product (any status), searched by name or handle, filtered and sorted. */
export async function listInventory(
  query: Pick<InventoryQuery, 'q' | 'category' | 'status' | 'lowStock' | 'page'> & { sort?: SortState<InventorySortKey> },
) {
  const where = inventoryWhere(query);
  const order = inventoryOrder(query.sort ?? defaultInventorySort(query.lowStock));
  const db = getDb();
  const [rows, [totals]] = await Promise.all([
    db
      .select(listColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(INVENTORY_PAGE_SIZE)
      .offset((query.page - 1) * INVENTORY_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows, total: totals?.total ?? 0 };
}

export type InventoryRow = Awaited<ReturnType<typeof listInventory>>['products'][number];

/** Tracked, unarchived products with `threshold` units or fewer, emptiest first. */
export function lowStockProducts(threshold = LOW_STOCK_THRESHOLD) {
  return getDb()
    .select({ id: products.id, handle: products.handle, name: products.name, stockQuantity: products.stockQuantity })
    .from(products)
    .where(lowStockFilter(threshold))
    .orderBy(asc(products.stockQuantity), asc(products.name))
    .limit(50);
}

/** One product with every field the edit form shows; null when there is none by that id. */
export async function findProductForEdit({ productId }: { productId: string }) {
  if (!isUuid(productId)) return null;
  const [row] = await getDb()
    .select({
      id: products.id,
      handle: products.handle,
      name: products.name,
      summary: products.summary,
      descriptionMd: products.descriptionMd,
      priceCents: products.priceCents,
      images: products.images,
      category: products.category,
      tags: products.tags,
      isReliefProduct: products.isReliefProduct,
      trackInventory: products.trackInventory,
      stockQuantity: products.stockQuantity,
      status: products.status,
      isFeatured: products.isFeatured,
      priceId: products.priceId,
      seoTitle: products.seoTitle,
      seoDescription: products.seoDescription,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row ?? null;
}

export type ProductForEdit = NonNullable<Awaited<ReturnType<typeof findProductForEdit>>>;

/** The audit trail, newest first: every product's, or one product's; with who made each change. */
function selectMovements(productId: string | undefined) {
  return getDb()
    .select({
      id: stockMovements.id,
      productId: stockMovements.productId,
      productName: products.name,
      productHandle: products.handle,
      change: stockMovements.change,
      quantityAfter: stockMovements.quantityAfter,
      kind: stockMovements.kind,
      reason: stockMovements.reason,
      createdAt: stockMovements.createdAt,
      actorName: users.name,
      actorEmail: users.email,
    })
    .from(stockMovements)
    .innerJoin(products, eq(products.id, stockMovements.productId))
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .where(productId ? eq(stockMovements.productId, productId) : undefined)
    .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id));
}

/** The latest changes of the audit trail (the inventory page's and a product page's). */
export function recentMovements({ productId, limit = 20 }: { productId?: string; limit?: number }) {
  return selectMovements(productId).limit(Math.max(1, Math.min(200, limit)));
}

/** The same trail for the CSV export: every change (of one product, when given), up to the export's ceiling. */
export function exportMovements({ productId }: { productId?: string }) {
  return selectMovements(productId).limit(CSV_EXPORT_MAX_ROWS);
}

export type MovementRow = Awaited<ReturnType<typeof recentMovements>>[number];

// --- Adjusting stock ---

/**
 * Adds `change` units (negative: takes them away) with a reason, and logs it, in one
 * transaction. The update only happens if the result stays between 0 and 1,000,000, so it is
 * safe against a checkout taking the same units at the same moment.
 */
export async function adjustStock(input: {
  productId: string;
  change: number;
  reason: string;
  actorId: string;
}): Promise<InventoryChange & { quantityAfter?: number }> {
  if (!isValidChange(input.change)) return { ok: false, message: 'inventory.errors.change', field: 'change' };
  const reason = cleanReason(input.reason);
  if (reason === null) return { ok: false, message: 'inventory.errors.reason', field: 'reason' };
  if (!isUuid(input.productId)) return { ok: false, message: 'inventory.errors.notFound' };
  return getDb().transaction(async (tx) => {
    const updated = await changeStockWithin(tx, {
      productId: input.productId,
      change: input.change,
      max: PRODUCT_LIMITS.stockMax,
    });
    if (!updated) {
      const [current] = await tx.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, input.productId));
      if (!current) return { ok: false, message: 'inventory.errors.notFound' };
      return current.stock + input.change < 0
        ? { ok: false, message: 'inventory.errors.belowZero', field: 'change' }
        : { ok: false, message: 'inventory.errors.aboveMax', field: 'change' };
    }
    await tx.insert(stockMovements).values({
      productId: input.productId,
      change: input.change,
      quantityAfter: updated.stockQuantity,
      kind: 'adjustment' satisfies MovementKind,
      reason,
      actorId: input.actorId,
    });
    return {
      ok: true,
      message: 'inventory.adjusted',
      messageVars: { name: updated.name, stock: updated.stockQuantity },
      quantityAfter: updated.stockQuantity,
    };
  });
}

// --- Creating and editing products ---

export type ProductChange = { ok: true; productId: string } | { ok: false; fieldErrors: ProductFieldErrors; formError?: string };

const handleTaken = (): ProductChange => ({ ok: false, fieldErrors: { handle: 'inventory.errors.handleTaken' } });

/** A new product; its opening stock (if any) is the first line of its audit trail. */
export async function createProduct(input: {
  product: ProductInput;
  openingStock: number;
  actorId: string;
}): Promise<ProductChange> {
  if (!Number.isSafeInteger(input.openingStock) || input.openingStock < 0 || input.openingStock > PRODUCT_LIMITS.stockMax)
    return { ok: false, fieldErrors: { stockQuantity: 'inventory.errors.stock' } };
  try {
    return await getDb().transaction(async (tx) => {
      const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.handle, input.product.handle));
      if (taken) return handleTaken();
      const [created] = await insertProducts(tx, [{ ...input.product, stockQuantity: input.openingStock }]);
      if (!created) throw new Error('product insert returned nothing');
      if (input.openingStock > 0)
        await tx.insert(stockMovements).values({
          productId: created.id,
          change: input.openingStock,
          quantityAfter: input.openingStock,
          kind: 'created' satisfies MovementKind,
          reason: '',
          actorId: input.actorId,
        });
      return { ok: true, productId: created.id };
    });
  } catch (error) {
    // Another admin took the handle between our check and the insert.
    if (isUniqueViolation(error)) return handleTaken();
    throw error;
  }
}

/**
 * Saves the edit form. Stock is deliberately not part of it: an existing product's stock
 * changes only through an adjustment or an import, each with its line in the audit trail. Nor
 * are its pictures: the page's Photos section changes them (product-photos.server.ts), so a
 * save from a form opened before an upload never drops the new photo.
 */
export async function updateProduct(input: { productId: string; product: ProductInput }): Promise<ProductChange> {
  if (!isUuid(input.productId)) return { ok: false, fieldErrors: {}, formError: 'inventory.errors.notFound' };
  const { images: _images, ...fields } = input.product;
  try {
    return await getDb().transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.handle, input.product.handle), ne(products.id, input.productId)));
      if (taken) return handleTaken();
      if (!(await changeProduct(tx, input.productId, fields)))
        return { ok: false, fieldErrors: {}, formError: 'inventory.errors.notFound' };
      return { ok: true, productId: input.productId };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return handleTaken();
    throw error;
  }
}

// --- CSV export ---

/** The product fields the CSV carries, read by the export and by the import's comparison. */
const csvProductColumns = {
  handle: products.handle,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  status: products.status,
  trackInventory: products.trackInventory,
  stockQuantity: products.stockQuantity,
  isReliefProduct: products.isReliefProduct,
  tags: products.tags,
  summary: products.summary,
};

/**
 * Products in the import's own columns, to edit in a spreadsheet and import back: every product by
 * handle, or (from the list's "Export CSV") those the list's filters select, in its order.
 */
export async function exportCsv(query: Partial<InventoryFilters> & { sort?: SortState<InventorySortKey> } = {}): Promise<string> {
  const rows = await getDb()
    .select(csvProductColumns)
    .from(products)
    .where(inventoryWhere(query))
    .orderBy(...(query.sort ? inventoryOrder(query.sort) : [asc(products.handle)]))
    .limit(CSV_EXPORT_MAX_ROWS);
  return toCsv(
    [
      CSV_COLUMNS,
      ...rows.map((row) => [
        row.handle,
        row.name,
        row.category,
        priceText(row.priceCents),
        row.status,
        row.trackInventory,
        row.stockQuantity,
        row.isReliefProduct,
        row.tags.join(', '),
        row.summary,
      ]),
    ],
    { bom: true },
  );
}

// --- CSV import ---

export const IMPORT_LIMITS = { maxBytes: 1024 * 1024, maxRows: 2_000 } as const;

/**
 * One problem of an import. `row` is the spreadsheet row (the header is row 1), `field` the
 * column (empty for a problem with the whole file or row); `message` a translation key.
 */
export type ImportError = { row: number; field: string; message: string; messageVars?: Record<string, string | number> };

export type ImportResult =
  | { ok: true; created: number; updated: number; unchanged: number; movements: number }
  | { ok: false; errors: ImportError[] };

const fileError = (message: string, messageVars?: ImportError['messageVars'], row = 0): ImportResult => ({
  ok: false,
  errors: [{ row, field: '', message, messageVars }],
});

type PlannedRow = { row: number; handle: string; patch: CsvRowPatch };

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, index) => tag === b[index]);

/**
 * Imports a CSV of products (the export's columns, any subset with `handle`). All or nothing:
 * every row is checked first, against the catalogue as it is inside the transaction, and if
 * any row has a problem the answer lists every problem by row and column and nothing is
 * written. Otherwise, in one transaction, rows are matched by handle: new handles are created,
 * existing products get the columns given, and every stock level that changes is logged as an
 * 'import' movement by `actorId` (with `source`, the file name, as its reason).
 */
export async function importCsv(input: { text: string; actorId: string; source?: string }): Promise<ImportResult> {
  if (hasControlCharacters(input.text)) return fileError('inventory.import.errors.notText');
  const parsed = parseCsv(input.text);
  if (!parsed.ok)
    return fileError(
      parsed.error === 'unterminated-quote'
        ? 'inventory.import.errors.unterminatedQuote'
        : 'inventory.import.errors.textAfterQuote',
      { line: parsed.line },
      parsed.line,
    );
  const [headerRecord, ...dataRecords] = parsed.records;
  const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');
  if (!headerRecord || isBlank(headerRecord.cells)) return fileError('inventory.import.errors.empty');

  // The header: known columns, each once, with handle among them; otherwise no row can be read.
  const header = headerRecord.cells.map((cell) => cell.trim().toLowerCase());
  const headerErrors: ImportError[] = [];
  header.forEach((column, index) => {
    if (!isCsvColumn(column))
      headerErrors.push({ row: 1, field: column, message: 'inventory.import.errors.unknownColumn', messageVars: { column } });
    else if (header.indexOf(column) !== index)
      headerErrors.push({ row: 1, field: column, message: 'inventory.import.errors.duplicateColumn', messageVars: { column } });
  });
  if (!header.includes('handle'))
    headerErrors.push({ row: 1, field: 'handle', message: 'inventory.import.errors.missingHandle' });
  if (headerErrors.length) return { ok: false, errors: headerErrors };

  // Spreadsheet row numbers: the header is row 1; blank lines keep their numbers but are skipped.
  const rows = dataRecords.map((record, index) => ({ row: index + 2, cells: record.cells })).filter((row) => !isBlank(row.cells));
  if (rows.length === 0) return fileError('inventory.import.errors.noRows');
  if (rows.length > IMPORT_LIMITS.maxRows)
    return fileError('inventory.import.errors.tooManyRows', { max: IMPORT_LIMITS.maxRows });

  const errors: ImportError[] = [];
  const firstRowOf = new Map<string, number>();
  const shaped: { row: number; cells: Partial<Record<CsvColumn, string>> }[] = [];
  for (const { row, cells } of rows) {
    if (cells.length !== header.length) {
      errors.push({
        row,
        field: '',
        message: 'inventory.import.errors.cellCount',
        messageVars: { count: cells.length, expected: header.length },
      });
      continue;
    }
    const byColumn: Partial<Record<CsvColumn, string>> = {};
    header.forEach((column, index) => {
      byColumn[column as CsvColumn] = cells[index] ?? '';
    });
    const handle = (byColumn.handle ?? '').trim();
    const first = firstRowOf.get(handle);
    if (handle && first !== undefined)
      errors.push({ row, field: 'handle', message: 'inventory.import.errors.duplicateHandle', messageVars: { row: first } });
    else firstRowOf.set(handle, row);
    shaped.push({ row, cells: byColumn });
  }

  try {
    return await getDb().transaction(async (tx): Promise<ImportResult> => {
      // Lock the products the file names, so nothing (a checkout, another import) changes
      // their stock between reading it here and writing the new level below.
      const handles = [...firstRowOf.keys()].filter(Boolean);
      const existing = new Map(
        (handles.length
          ? await tx
              .select({ id: products.id, ...csvProductColumns })
              .from(products)
              .where(inArray(products.handle, handles))
              .for('update')
          : []
        ).map((product) => [product.handle, product]),
      );

      const planned: PlannedRow[] = [];
      for (const { row, cells } of shaped) {
        const checked = validateCsvRow(cells, { isNew: !existing.has((cells.handle ?? '').trim()) });
        for (const error of checked.errors) errors.push({ row, field: error.field, message: error.message });
        planned.push({ row, handle: checked.handle, patch: checked.patch });
      }
      if (errors.length) {
        errors.sort((a, b) => a.row - b.row);
        return { ok: false, errors };
      }

      const reason = (input.source ?? '').replace(/\s+/g, ' ').trim().slice(0, ADJUSTMENT_LIMITS.reasonMax);
      const movements: (typeof stockMovements.$inferInsert)[] = [];
      let created = 0;
      let updated = 0;
      let unchanged = 0;

      const fresh = planned.filter((plan) => !existing.has(plan.handle));
      for (let start = 0; start < fresh.length; start += 500) {
        const batch = fresh.slice(start, start + 500).map(({ handle, patch }) => ({
          handle,
          // Checked above: a new row has all three.
          name: patch.name ?? '',
          category: patch.category as Category,
          priceCents: patch.priceCents ?? null,
          status: patch.status ?? ('draft' satisfies ProductStatus),
          trackInventory: patch.trackInventory ?? true,
          stockQuantity: patch.stockQuantity ?? 0,
          isReliefProduct: patch.isReliefProduct ?? false,
          tags: patch.tags ?? [],
          summary: patch.summary ?? '',
        }));
        const inserted = await insertProducts(tx, batch);
        created += inserted.length;
        for (const product of inserted)
          if (product.stockQuantity > 0)
            movements.push({
              productId: product.id,
              change: product.stockQuantity,
              quantityAfter: product.stockQuantity,
              kind: 'import' satisfies MovementKind,
              reason,
              actorId: input.actorId,
            });
      }

      for (const { handle, patch } of planned) {
        const current = existing.get(handle);
        if (!current) continue;
        const changes: ProductChanges = {};
        if (patch.name !== undefined && patch.name !== current.name) changes.name = patch.name;
        if (patch.category !== undefined && patch.category !== current.category) changes.category = patch.category;
        if (patch.priceCents !== undefined && patch.priceCents !== current.priceCents) changes.priceCents = patch.priceCents;
        if (patch.status !== undefined && patch.status !== current.status) changes.status = patch.status;
        if (patch.trackInventory !== undefined && patch.trackInventory !== current.trackInventory)
          changes.trackInventory = patch.trackInventory;
        if (patch.isReliefProduct !== undefined && patch.isReliefProduct !== current.isReliefProduct)
          changes.isReliefProduct = patch.isReliefProduct;
        if (patch.tags !== undefined && !sameTags(patch.tags, current.tags)) changes.tags = patch.tags;
        if (patch.summary !== undefined && patch.summary !== current.summary) changes.summary = patch.summary;
        const stockChange = patch.stockQuantity === undefined ? 0 : patch.stockQuantity - current.stockQuantity;
        if (stockChange !== 0) changes.stockQuantity = patch.stockQuantity;
        if (Object.keys(changes).length === 0) {
          unchanged++;
          continue;
        }
        await changeProduct(tx, current.id, changes);
        updated++;
        if (stockChange !== 0)
          movements.push({
            productId: current.id,
            change: stockChange,
            quantityAfter: current.stockQuantity + stockChange,
            kind: 'import' satisfies MovementKind,
            reason,
            actorId: input.actorId,
          });
      }

      for (let start = 0; start < movements.length; start += 500)
        await tx.insert(stockMovements).values(movements.slice(start, start + 500));
      return { ok: true, created, updated, unchanged, movements: movements.length };
    });
  } catch (error) {
    // A product with one of the new handles was created by someone else meanwhile: the whole
    // import was rolled back; running it again will update that product instead.
    if (isUniqueViolation(error)) return fileError('inventory.import.errors.conflict');
    throw error;
  }
}
