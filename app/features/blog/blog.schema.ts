import { z } from 'zod';
import { isValidSlug } from './blog-rules';

/*
 * The blog's forms (convention 5): the post editor and the comment box. Messages are
 * translation keys; the action runs the same schema.
 */

/**
 * A page title is at most 70 characters with " | Verde Living" (15): 55 for the post's own. A
 * description for search engines is 50 to 160 characters.
 */
export const BLOG_LIMITS = {
  title: { min: 1, max: 120 },
  seoTitle: { max: 55 },
  description: { min: 50, max: 160 },
  body: { max: 100_000 },
  byline: { min: 2, max: 80 },
  coverAlt: { max: 200 },
  tags: { max: 300 },
  comment: { min: 2, max: 2000 },
} as const;

export const PUBLISH_CHOICES = ['draft', 'publish', 'schedule'] as const;
export type PublishChoice = (typeof PUBLISH_CHOICES)[number];

const description = z
  .string()
  .trim()
  .min(BLOG_LIMITS.description.min, 'blog.admin.errors.descriptionLength')
  .max(BLOG_LIMITS.description.max, 'blog.admin.errors.descriptionLength');

export const postFormSchema = z.object({
  title: z.string().trim().min(1, 'blog.admin.errors.titleRequired').max(BLOG_LIMITS.title.max, 'blog.admin.errors.titleTooLong'),
  /** Empty: derived from the title. */
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .refine((slug) => slug === '' || isValidSlug(slug), 'blog.admin.errors.slug'),
  description,
  body: z.string().max(BLOG_LIMITS.body.max, 'blog.admin.errors.bodyTooLong'),
  tags: z.string().max(BLOG_LIMITS.tags.max, 'blog.admin.errors.tags'),
  byline: z
    .string()
    .trim()
    .min(BLOG_LIMITS.byline.min, 'blog.admin.errors.byline')
    .max(BLOG_LIMITS.byline.max, 'blog.admin.errors.byline'),
  coverAlt: z.string().trim().max(BLOG_LIMITS.coverAlt.max, 'blog.admin.errors.coverAlt'),
  seoTitle: z.string().trim().max(BLOG_LIMITS.seoTitle.max, 'blog.admin.errors.seoTitle'),
  /** Empty: the description. */
  seoDescription: z
    .string()
    .trim()
    .refine(
      (text) => text === '' || (text.length >= BLOG_LIMITS.description.min && text.length <= BLOG_LIMITS.description.max),
      'blog.admin.errors.seoDescription',
    ),
  publish: z.enum(PUBLISH_CHOICES, { message: 'blog.admin.errors.publish' }),
  /** A `datetime-local` value in the admin's zone; required to schedule. */
  publishAt: z.string().trim(),
});
export type PostFormInput = z.output<typeof postFormSchema>;

export const commentFormSchema = z.object({
  body: z
    .string()
    .trim()
    .min(BLOG_LIMITS.comment.min, 'blog.comments.errors.tooShort')
    .max(BLOG_LIMITS.comment.max, 'blog.comments.errors.tooLong'),
});
