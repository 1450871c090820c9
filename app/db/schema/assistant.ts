import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

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

/** A source as an answer lists it (the words stay in the passages). */
export type AssistantSource = { number: number; title: string; path: string; heading: string };

/**
 * A signed-in person's conversations with Verde AI, kept so they find them again (issue 38):
 * theirs alone, deleted by them or with their account, and in their data export. A visitor's
 * conversation stays in their browser's tab.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first question, shortened: what the list shows. */
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assistant_conversations_user_idx').on(table.userId, table.updatedAt)],
);

export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => assistantConversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** An answer's sources, as the panel lists them. */
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assistant_messages_conversation_idx').on(table.conversationId, table.createdAt)],
);

export const ASSISTANT_OUTCOMES = ['answered', 'no-source', 'declined', 'failed'] as const;
export type AssistantOutcome = (typeof ASSISTANT_OUTCOMES)[number];

/**
 * Every question asked, for the admin screen (issue 38): what was asked with personal details
 * taken out (redact.ts), how it went, the sources used, the provider and model, how long it took
 * and the tokens an external provider counted (the daily budget reads them). It names nobody:
 * no account, no address; `signedIn` only says whether someone was. Kept 90 days.
 */
export const assistantQuestions = pgTable(
  'assistant_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    question: text('question').notNull(),
    outcome: text('outcome', { enum: ASSISTANT_OUTCOMES }).notNull(),
    /** Why it was declined (medical, legal, dangerous), when it was. */
    declineReason: text('decline_reason'),
    sources: jsonb('sources').$type<AssistantSource[]>().notNull().default([]),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    language: text('language').notNull(),
    signedIn: boolean('signed_in').notNull().default(false),
    /** From the question's arrival to its first streamed piece, and to the whole answer. */
    firstPieceMs: integer('first_piece_ms'),
    totalMs: integer('total_ms').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_questions_created_idx').on(table.createdAt),
    index('assistant_questions_outcome_idx').on(table.outcome, table.createdAt),
  ],
);
