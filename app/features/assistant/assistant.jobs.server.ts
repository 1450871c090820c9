import { getDb } from '~/db/client.server';
import { handleJob } from '~/features/jobs/jobs.server';
import { getEnv } from '~/utils/env.server';
import { getLogger } from '~/utils/logger.server';
import { embedMissingPassages } from './embed-passages.server';
import { embedPassagesJob, pruneQuestionsJob, syncKnowledgeJob } from './jobs';
import { syncKnowledge } from './knowledge-index.server';
import { pruneQuestionLog } from './question-log.server';

/* Verde AI's background work (decision 0069), registered by server/background-work.ts. */
handleJob(syncKnowledgeJob, async () => {
  const result = await syncKnowledge(getDb());
  if (result.cut + result.removed > 0) getLogger().info(result, 'knowledge index synchronised');
});

handleJob(embedPassagesJob, async () => {
  if (!getEnv().AI_EMBEDDINGS) return;
  const embedded = await embedMissingPassages(getDb(), { maxBatches: 60 });
  if (embedded > 0) getLogger().info({ embedded }, 'passages embedded');
});

handleJob(pruneQuestionsJob, async () => {
  const removed = await pruneQuestionLog();
  if (removed > 0) getLogger().info({ removed }, 'old questions forgotten');
});
