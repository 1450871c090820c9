import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** What careers announces (convention 4). */

/**
 * What visitors can see of a role may have changed: it was published or taken down, edited
 * while published, or deleted. Written in the transaction that made the change; the role's
 * search document follows it (careers.jobs.server.ts).
 */
export const careerRoleChanged = defineEvent('careers.role_changed', z.object({ roleId: z.string().min(1) }));
