import { data } from 'react-router';
import type { SessionUser } from '~/features/accounts/guard.server';
import { listRolesForAdmin } from '~/features/careers/admin-roles.server';
import { setRolePublished } from '~/features/careers/role-editing.server';
import { pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import type { ActionAnswer } from '~/utils/form-result';

/** /careers/admin: every role, published or not. */
export async function loadCareersAdminPage(request: Request, user: SessionUser) {
  const [roles, seo] = await Promise.all([
    listRolesForAdmin({ actor: user }),
    pageSeo(request, { path: '/careers/admin', pageKey: 'careers-admin', noindex: true }),
  ]);
  return { roles, seo };
}

/** Publishes a role or takes it off; answers the notice to show. */
export async function careersAdminAction(request: Request, user: SessionUser) {
  const read = await readForm(request);
  if (!read.ok) return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const intent = textField(read.form, 'intent');
  if (intent !== 'publish' && intent !== 'unpublish')
    return data<ActionAnswer>({ ok: false, message: 'errors.badForm' }, { status: 400 });
  const done = await setRolePublished({ actor: user, roleId: textField(read.form, 'roleId'), published: intent === 'publish' });
  if (!done.ok) return data<ActionAnswer>({ ok: false, message: done.message }, { status: done.status });
  return data<ActionAnswer>({
    ok: true,
    message: intent === 'publish' ? 'careers.admin.published' : 'careers.admin.unpublished',
  });
}
