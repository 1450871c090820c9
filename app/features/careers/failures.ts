import { defineFailures, type FailureCode } from '~/utils/failure';

/** The careers domain's expected failures (convention 6); someone without the right is refused with Access Denied instead. */
export const roleEditFailure = defineFailures({
  'not-found': { message: 'careers.admin.errors.notFound', status: 404 },
  'slug-taken': { message: 'careers.admin.errors.slugTaken', status: 400, field: 'slug' },
  invalid: { message: 'careers.admin.errors.invalid', status: 400 },
});
export type RoleEditCode = FailureCode<typeof roleEditFailure>;
