import { isInStock } from '~/features/catalog/catalog.server';
import type { Actor } from '~/utils/actor';
import { intentOf } from './action-intents';
import { beginnerCoursesFor, materialsPageFor } from './action-targets.server';
import type { ActionProposal } from './action-types';

/*
 * What Verde AI offers to do beside an answer (issue 38): nothing is done until the person
 * confirms in the panel (run-action.server.ts does it then, reading everything again). The
 * proposal carries what the panel shows: names, prices and stock as the catalogue has them, and
 * whether the person must sign in first (a visitor is told so, never shown someone's data).
 */

export async function proposeAction({
  actor,
  question,
  sourcePaths,
}: {
  actor: Actor | null;
  question: string;
  sourcePaths: readonly string[];
}): Promise<ActionProposal | null> {
  const intent = intentOf(question);
  if (intent === 'my-orders') return { kind: 'my-orders', needsSignIn: actor === null };
  if (intent === 'add-materials') {
    const page = await materialsPageFor(question, sourcePaths);
    if (!page) return null;
    return {
      kind: 'add-materials',
      pagePath: page.path,
      pageTitle: page.title,
      products: page.products.map((product) => ({
        name: product.name,
        priceCents: product.priceCents,
        isInStock: isInStock(product),
      })),
    };
  }
  if (intent === 'beginner-course') {
    const courses = await beginnerCoursesFor(question);
    if (courses.length === 0) return null;
    return {
      kind: 'beginner-course',
      courses,
      enrolSlug: courses.find((course) => course.priceCents === 0)?.slug ?? null,
      needsSignIn: actor === null,
    };
  }
  return null;
}
