import { type SQL, sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Every kind of public thing the site search finds, in the order the search page lists them. */
export const SEARCH_KINDS = ['product', 'course', 'class', 'guide', 'recipe', 'post', 'thread', 'page'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The text search configuration of the index and of every query on it. The site's content is
 * written in English; English stemming lets "tomatoes" find "tomato" (decisions 0039, 0077).
 */
export const DOCUMENT_SEARCH_CONFIG = 'english';
const searchConfig = sql.raw(`'${DOCUMENT_SEARCH_CONFIG}'::regconfig`);

/** A picture shown beside a result: a product's first image, a recipe's illustration. */
export type SearchDocumentImage = { src: string; alt: string };

/**
 * One index of every public thing (issue 36, decision 0077): products, courses, classes, guides,
 * recipes, posts, forum threads and pages, each written here by the domain that owns it when its
 * content changes. The search owns this table; no domain reads it but through search.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<SearchKind>().notNull(),
    /** The owning domain's key (a product's id, a guide's slug), unique within the kind and language. */
    sourceId: text('source_id').notNull(),
    language: text('language').notNull().default('en'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Plain text: never markup. */
    body: text('body').notNull().default(''),
    /** Tags, categories, ingredients: weighed next to the title. */
    keywords: text('keywords').notNull().default(''),
    path: text('path').notNull(),
    image: jsonb('image').$type<SearchDocumentImage | null>(),
    /** Products: the price shown in the header's suggestions; null elsewhere or when free. */
    priceCents: integer('price_cents'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** A class is found until it has ended; null for what does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A hash of what was written, so an unchanged document is not written again. */
    contentHash: text('content_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Title weighs most (A), then keywords (B), the summary (C) and the body (D). Generated, so
     * no write can leave it stale.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`setweight(to_tsvector(${searchConfig}, ${searchDocuments.title}), 'A')
          || setweight(to_tsvector(${searchConfig}, ${searchDocuments.keywords}), 'B')
          || setweight(to_tsvector(${searchConfig}, ${searchDocuments.summary}), 'C')
          || setweight(to_tsvector(${searchConfig}, ${searchDocuments.body}), 'D')`,
      ),
  },
  (table) => [
    uniqueIndex('search_documents_source_idx').on(table.kind, table.sourceId, table.language),
    index('search_documents_vector_idx').using('gin', table.searchVector),
    // What a page links to, shown as cards beside it (documents-by-path.server.ts).
    index('search_documents_path_idx').on(table.path),
    check(
      'search_documents_kind_known',
      sql`${table.kind} in ('product', 'course', 'class', 'guide', 'recipe', 'post', 'thread', 'page')`,
    ),
    check('search_documents_path_local', sql`${table.path} like '/%' and ${table.path} not like '//%'`),
  ],
);

/**
 * Every word (as the English stemmer leaves it) the documents have held: what a mistyped query
 * word is corrected to ("compst" → "compost"), by trigram similarity over this small table rather
 * than over every document. Words are added as documents are written and never removed: a stale
 * word costs nothing but a correction that finds no document.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text('word').primaryKey(),
  },
  (table) => [
    index('search_vocabulary_trgm_idx').using('gin', table.word.op('gin_trgm_ops')),
    // "Is any word starting with this one known?" for a word still being typed, whatever the collation.
    index('search_vocabulary_prefix_idx').on(table.word.op('text_pattern_ops')),
  ],
);

/**
 * The words that weigh most in each document (its title, keywords and summary, and the words its
 * body repeats), each with its impact: how strongly the word speaks for the document, as the
 * ranking weighs it (decision 0077). A query reads the few documents each of its words speaks for
 * most, from this index in that order, instead of ranking every document that mentions a common
 * word: the cost of a search stays the same however many documents there are. Written with the
 * document, removed with it.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    lexeme: text('lexeme').notNull(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => searchDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SearchKind>().notNull(),
    impact: real('impact').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.lexeme] }),
    index('search_postings_lookup_idx').on(table.lexeme, table.kind, table.impact.desc(), table.documentId),
  ],
);
