import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** What the blog announces (convention 4). */

/**
 * What readers can see of a post changed: it was published (by hand or by its schedule), edited
 * while published, taken back to a draft or scheduled, or deleted. Written in the transaction
 * that made the change; the search document follows it (blog.jobs.server.ts).
 */
export const blogPostChanged = defineEvent('blog.post_changed', z.object({ postId: z.string().min(1) }));
