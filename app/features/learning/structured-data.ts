import { pathTo } from '~/utils/routes/path-to';
import type { CourseCard } from './courses.server';

type Site = { url: string; name: string };

/** ISO 8601 duration of a course's workload: "PT1H48M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/**
 * schema.org Course with its Offer and an online, self-paced CourseInstance, as search engines
 * read a course (Google's course info): name, description, provider, price and workload.
 */
export type CourseRatings = {
  average: number;
  count: number;
  reviews: Array<{ authorName: string; rating: number; body: string; createdAt: string }>;
};

export function courseJsonLd(course: CourseCard, site: Site, ratings?: CourseRatings): Record<string, unknown> {
  const url = `${site.url}${pathTo('/courses/:slug', { slug: course.slug })}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#course`,
    url,
    name: course.title,
    description: course.summary,
    inLanguage: course.language,
    educationalLevel: course.level,
    about: course.topic,
    ...(course.coverImage ? { image: new URL(course.coverImage, site.url).toString() } : {}),
    provider: { '@type': 'Organization', name: site.name, sameAs: site.url },
    offers: {
      '@type': 'Offer',
      category: course.priceCents === 0 ? 'Free' : 'Paid',
      price: (course.priceCents / 100).toFixed(2),
      priceCurrency: 'USD',
      url,
    },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: isoDuration(course.estimatedMinutes),
      instructor: { '@type': 'Person', name: course.instructorName },
    },
    ...(ratings && ratings.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: ratings.average,
            reviewCount: ratings.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: ratings.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.body,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** The listing as an ItemList of its courses (each a full Course), in the order shown. */
export function courseListJsonLd(courses: readonly CourseCard[], site: Site): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: courses.map((course, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: courseJsonLd(course, site),
    })),
  };
}
