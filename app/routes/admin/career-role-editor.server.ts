import { data, redirect } from 'react-router';
import { flashCookie } from '~/features/accounts/flash.server';
import type { SessionUser } from '~/features/accounts/guard.server';
import { findRoleForEditing } from '~/features/careers/admin-roles.server';
import { roleFormSchema } from '~/features/careers/careers.schema';
import { ROLE_LIMITS } from '~/features/careers/careers-rules';
import { deleteRole, saveRole, setRolePublished } from '~/features/careers/role-editing.server';
import { renderMarkdown } from '~/features/content/content.server';
import { notFoundResponse, pageSeo } from '~/features/seo/seo.server';
import { readForm } from '~/utils/form.server';
import { textField } from '~/utils/form-fields';
import { type FieldErrors, fieldErrorsOf } from '~/utils/form-result';
import { pathTo } from '~/utils/routes/path-to';

const FIELDS = [
  'title',
  'slug',
  'team',
  'workplace',
  'location',
  'employmentType',
  'summary',
  'description',
  'applyEmail',
  'applyUrl',
  'closesOn',
] as const;
export type RoleValues = Record<(typeof FIELDS)[number], string>;

/** What the editor's forms answer: which one, its message or its fields' messages, and a preview. */
export type RoleEditorAnswer = {
  ok: boolean;
  intent: string;
  message?: string;
  fieldErrors?: FieldErrors;
  values?: RoleValues;
  /** The description as it will read, rendered and sanitised, before it is saved. */
  preview?: string;
};

const answer = (body: RoleEditorAnswer, status = body.ok ? 200 : 400) => data<RoleEditorAnswer>(body, { status });

const EMPTY: RoleValues = {
  title: '',
  slug: '',
  team: '',
  workplace: 'remote',
  location: '',
  employmentType: 'full-time',
  summary: '',
  description: '',
  applyEmail: '',
  applyUrl: '',
  closesOn: '',
};

/** The editor's page: a role's fields, or a new role's. */
export async function loadRoleEditor(request: Request, user: SessionUser, roleId: string | null) {
  const role = roleId ? await findRoleForEditing({ actor: user, roleId }) : null;
  if (roleId && !role) throw await notFoundResponse(request);
  const values: RoleValues = role
    ? {
        title: role.title,
        slug: role.slug,
        team: role.team,
        workplace: role.workplace,
        location: role.location,
        employmentType: role.employmentType,
        summary: role.summary,
        description: role.descriptionMd,
        applyEmail: role.applyEmail ?? '',
        applyUrl: role.applyUrl ?? '',
        closesOn: role.closesOn ?? '',
      }
    : EMPTY;
  const seo = await pageSeo(request, {
    path: role ? pathTo('/careers/admin/:roleId', { roleId: role.id }) : '/careers/admin/new',
    title: role?.title,
    pageKey: 'careers-editor',
    noindex: true,
  });
  return {
    role: role ? { id: role.id, slug: role.slug, title: role.title, published: role.published } : null,
    values,
    seo,
  };
}

const flashTo = (request: Request, to: string, title: string) =>
  redirect(to, { headers: { 'Set-Cookie': flashCookie({ kind: 'success', title }, request) } });

/** The editor's posts: preview, save, publish or take off, and delete. */
export async function roleEditorAction(request: Request, user: SessionUser, roleId: string | null) {
  const read = await readForm(request);
  if (!read.ok) return answer({ ok: false, intent: '', message: 'errors.badForm' });
  const { form } = read;
  const intent = textField(form, 'intent');
  if (roleId && (intent === 'publish' || intent === 'unpublish')) {
    const done = await setRolePublished({ actor: user, roleId, published: intent === 'publish' });
    if (!done.ok) return answer({ ok: false, intent, message: done.message }, done.status);
    return flashTo(
      request,
      pathTo('/careers/admin/:roleId', { roleId }),
      intent === 'publish' ? 'careers.admin.published' : 'careers.admin.unpublished',
    );
  }
  if (roleId && intent === 'delete') {
    const deleted = await deleteRole({ actor: user, roleId });
    if (!deleted.ok) return answer({ ok: false, intent, message: deleted.message }, deleted.status);
    return flashTo(request, pathTo('/careers/admin'), 'careers.admin.deleted');
  }
  const values = Object.fromEntries(FIELDS.map((field) => [field, textField(form, field)])) as RoleValues;
  if (intent === 'preview') {
    if (values.description.length > ROLE_LIMITS.description.max)
      return answer({ ok: false, intent, fieldErrors: { description: 'careers.admin.errors.description' }, values });
    return answer({ ok: true, intent, values, preview: renderMarkdown(values.description).html });
  }
  if (intent !== 'save') return answer({ ok: false, intent, message: 'errors.badForm' });
  const parsed = roleFormSchema.safeParse(values);
  if (!parsed.success) return answer({ ok: false, intent, fieldErrors: fieldErrorsOf(parsed.error), values });
  const saved = await saveRole({ actor: user, roleId, input: parsed.data });
  if (!saved.ok) {
    if (saved.status === 404) throw await notFoundResponse(request);
    return answer({
      ok: false,
      intent,
      fieldErrors: saved.field ? { [saved.field]: saved.message } : {},
      message: saved.field ? undefined : saved.message,
      values,
    });
  }
  return flashTo(request, pathTo('/careers/admin/:roleId', { roleId: saved.roleId }), 'careers.admin.saved');
}
