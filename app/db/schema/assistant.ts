import { sql } from 'drizzle-orm';
import { customType, index, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Verde AI's knowledge (issue 38, features/assistant): the site's search documents split into
 * passages, each with its full-text vector and, once a job has computed it, its embedding. Kept
 * by the assistant from the search's documents (it reads them through search's functions only),
 * keyed by a hash of the passage so a restart or an unchanged document computes nothing again.
 */

const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});

export const assistantPassages = pgTable(
  'assistant_passages',
  {
    /** A hash of the document's key and the passage's text: the same words keep the same id. */
    id: text('id').primaryKey(),
    /** The search document it came from: `kind:sourceId:language`. */
    documentKey: text('document_key').notNull(),
    /** The document's content hash when the passage was cut: a changed document is cut again. */
    documentHash: text('document_hash').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    path: text('path').notNull(),
    /** The section's heading, when the passage has one (for the citation). */
    heading: text('heading').notNull().default(''),
    text: text('text').notNull(),
    /** Where in the document it comes (0 first), to keep an answer's sentences in reading order. */
    position: real('position').notNull().default(0),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): ReturnType<typeof sql> =>
          sql`setweight(to_tsvector('english'::regconfig, ${assistantPassages.title} || ' ' || ${assistantPassages.heading}), 'A') || setweight(to_tsvector('english'::regconfig, ${assistantPassages.text}), 'B')`,
      ),
    /** A hash of what is embedded (title, heading and text): the key of its vector in assistant_embeddings. */
    textHash: text('text_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_passages_document_idx').on(table.documentKey),
    index('assistant_passages_vector_idx').using('gin', table.searchVector),
    index('assistant_passages_text_hash_idx').on(table.textHash),
  ],
);

/**
 * The vectors of passages' words, by a hash of the words and the model that made them: a
 * passage cut again with the same words, a restart, or a second instance computes nothing again,
 * and a new model computes its own beside the old until the old is dropped.
 */
export const assistantEmbeddings = pgTable(
  'assistant_embeddings',
  {
    textHash: text('text_hash').notNull(),
    model: text('model').notNull(),
    vector: real('vector').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.textHash, table.model] })],
);
