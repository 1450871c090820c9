import { inArray } from 'drizzle-orm';
import { getDb } from '~/db/client.server';
import { isUniqueViolation } from '~/db/errors';
import { products } from '~/db/schema/catalog';
import { stockMovements } from '~/db/schema/inventory';
import type { Category } from '~/features/catalog/catalog.schema';
import { changeProduct, insertProducts, type ProductChanges } from '~/features/catalog/product-writes.server';
import { type Actor, requireAdmin } from '~/utils/actor';
import type { Failure } from '~/utils/failure';
import { ADJUSTMENT_LIMITS } from './adjustment';
import { parseCsv } from './csv';
import { csvProductColumns } from './csv-export.server';
import { inventoryFailure } from './failures';
import type { MovementKind } from './movements.server';
import {
  type CsvColumn,
  type CsvRowPatch,
  hasControlCharacters,
  isCsvColumn,
  type ProductStatus,
  validateCsvRow,
} from './product-form';

export const IMPORT_LIMITS = { maxBytes: 1024 * 1024, maxRows: 2_000 } as const;

/**
 * One problem of an import. `row` is the spreadsheet row (the header is row 1), `field` the
 * column (empty for a problem with the whole file or row); `message` a translation key.
 */
export type ImportError = { row: number; field: string; message: string; messageVars?: Record<string, string | number> };

/** What an import did. */
export type ImportSummary = { created: number; updated: number; unchanged: number; movements: number };

/** An import refused as a whole: every problem, by row and column; nothing was written. */
export type ImportRefusal = Failure<'import-refused'> & { errors: ImportError[] };

export type ImportAnswer = ({ ok: true } & ImportSummary) | ImportRefusal;

const refuseImport = (errors: ImportError[]): ImportRefusal => ({ ...inventoryFailure('import-refused'), errors });

const fileError = (message: string, messageVars?: ImportError['messageVars'], row = 0): ImportRefusal =>
  refuseImport([{ row, field: '', message, messageVars }]);

type PlannedRow = { row: number; handle: string; patch: CsvRowPatch };

const sameTags = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((tag, index) => tag === b[index]);

/**
 * Imports a CSV of products (the export's columns, any subset with `handle`). All or nothing:
 * every row is checked first, against the catalogue as it is inside the transaction, and if
 * any row has a problem the answer lists every problem by row and column and nothing is
 * written. Otherwise, in one transaction, rows are matched by handle: new handles are created,
 * existing products get the columns given, and every stock level that changes is logged as an
 * 'import' movement by the acting admin (with `source`, the file name, as its reason). Admins
 * only (convention 16), whichever route calls it.
 */
export async function importCsv(input: { actor: Actor; text: string; source?: string }): Promise<ImportAnswer> {
  requireAdmin(input.actor);
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
  if (headerErrors.length) return refuseImport(headerErrors);

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
    return await getDb().transaction(async (tx): Promise<ImportAnswer> => {
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
        return refuseImport(errors);
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
              actorId: input.actor.id,
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
            actorId: input.actor.id,
          });
      }

      for (let start = 0; start < movements.length; start += 500)
        await tx.insert(stockMovements).values(movements.slice(start, start + 500));
      return { ok: true as const, created, updated, unchanged, movements: movements.length };
    });
  } catch (error) {
    // A product with one of the new handles was created by someone else meanwhile: the whole
    // import was rolled back; running it again will update that product instead.
    if (isUniqueViolation(error)) return fileError('inventory.import.errors.conflict');
    throw error;
  }
}
