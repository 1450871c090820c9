import { z } from 'zod';
import { defineEvent } from '~/features/jobs/event-contract';

/** An administrator approved, rejected or asked for changes to an instructor application. */
export const instructorApplicationDecided = defineEvent(
  'instructor.application_decided',
  z.object({ applicationId: z.string().min(1), eventId: z.string().min(1) }),
);
