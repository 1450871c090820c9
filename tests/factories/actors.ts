import type { Actor } from '../../app/utils/actor';

/*
 * The person an operation acts for (convention 16), made from an id a test already has: what a
 * route passes after `requireAccess`. A test that calls an admin's operation directly names the
 * admin it acts as; one that checks a refusal names someone without the right.
 */

export const asAdmin = (id: string): Actor => ({ id, role: 'admin' });

export const asUser = (id: string): Actor => ({ id, role: 'user' });
