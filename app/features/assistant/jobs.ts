import { declareScheduledJob } from '~/features/jobs/job-contract';

/** Verde AI's own jobs (decision 0069): declared once, handled in assistant.jobs.server.ts. */

/**
 * Every minute: the knowledge index follows the search documents (a changed document is cut
 * again, a removed one leaves). Comparing content hashes makes a minute with no change nearly
 * free, and whichever instance runs it first does the work, once.
 */
export const syncKnowledgeJob = declareScheduledJob('assistant.sync-knowledge', '* * * * *');

/**
 * Every minute: passages without a vector for the current model get one (a few batches a run,
 * so a first fill of the index spreads over a few minutes instead of holding a worker).
 */
export const embedPassagesJob = declareScheduledJob('assistant.embed-passages', '* * * * *');

/** Every night: questions older than the log keeps them (question-log.server.ts) are forgotten. */
export const pruneQuestionsJob = declareScheduledJob('assistant.prune-questions', '17 3 * * *');
