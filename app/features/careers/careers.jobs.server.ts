import { getDb } from '~/db/client.server';
import { subscribe } from '~/features/jobs/events.server';
import { careerRoleChanged } from './events';
import { reindexRoles } from './role-search-document.server';

/*
 * Careers' background work (decision 0069), registered by server/background-work.ts: a role's
 * entry in the site search follows every change of the role (decision 0077).
 */
subscribe(careerRoleChanged, 'search-document', async ({ roleId }) => {
  await reindexRoles(getDb(), [roleId]);
});
