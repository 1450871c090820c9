import { z } from 'zod';

/*
 * The body of `POST /api/assistant/actions` (issue 38): the action the person confirmed, naming
 * what it acts on by address or slug only. The server reads the page or course again and acts
 * through the operation the page itself uses, so a forged body can do no more than the page.
 */
export const actionRequestSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('add-materials'), pagePath: z.string().trim().min(1).max(200) }),
    z.object({ kind: z.literal('my-orders') }),
    z.object({ kind: z.literal('enrol'), courseSlug: z.string().trim().min(1).max(80) }),
  ],
  { message: 'assistant.errors.badAction' },
);
export type ActionRequest = z.output<typeof actionRequestSchema>;
