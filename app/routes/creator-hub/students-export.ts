import { csvAttachment, csvTime } from '~/components/ui/data-table-csv';
import { requireAccess } from '~/features/accounts/guard.server';
import { exportLearners, readLearnerQuery } from '~/features/learning/learners.server';
import type { Route } from './+types/students-export';

/** "Export CSV" on /creator-hub/students: the enrolments the list shows, with its search and order, every page of them. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAccess(request, '/creator-hub/students/export.csv');
  const rows = await exportLearners(readLearnerQuery(new URL(request.url).searchParams));
  return csvAttachment(
    'learners',
    [
      'learner',
      'email',
      'course',
      'source',
      'enrolled_at',
      'last_active_at',
      'completed_at',
      'steps_done',
      'steps_total',
      'progress_percent',
      'certificate',
    ],
    rows.map((learner) => [
      learner.learnerName,
      learner.email,
      learner.courseTitle,
      learner.source,
      csvTime(learner.enrolledAt),
      csvTime(learner.lastActivityAt),
      csvTime(learner.completedAt),
      learner.progress.done,
      learner.progress.total,
      learner.progress.percent,
      learner.certificateCode,
    ]),
  );
}
