import { asc, eq } from 'drizzle-orm';
import type { PersonalData } from '~/db/personal-data';
import { blogComments, blogPostRevisions, blogPosts } from '~/db/schema/blog';

/**
 * A person's share of the blog: the comments they wrote (deleted with the account), and for an
 * admin the posts and revisions they wrote or comments they moderated, which stay for readers
 * without the link to the account. A post keeps its byline: it is the published signature,
 * like an article's (decision 0078).
 */
export const blogPersonalData: PersonalData = {
  domain: 'blog',
  tables: {
    blog_comments: 'blogComments',
    blog_posts: 'blogPostsWritten',
    blog_post_revisions: 'blogRevisionsSaved',
  },
  async export(db, person) {
    const [comments, posts, revisions] = await Promise.all([
      db
        .select({
          post: blogPosts.slug,
          body: blogComments.body,
          status: blogComments.status,
          createdAt: blogComments.createdAt,
          updatedAt: blogComments.updatedAt,
        })
        .from(blogComments)
        .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
        .where(eq(blogComments.userId, person.id))
        .orderBy(asc(blogComments.createdAt)),
      db
        .select({ slug: blogPosts.slug, title: blogPosts.title, byline: blogPosts.byline, status: blogPosts.status })
        .from(blogPosts)
        .where(eq(blogPosts.authorId, person.id))
        .orderBy(asc(blogPosts.createdAt)),
      db
        .select({ post: blogPosts.slug, title: blogPostRevisions.title, createdAt: blogPostRevisions.createdAt })
        .from(blogPostRevisions)
        .innerJoin(blogPosts, eq(blogPosts.id, blogPostRevisions.postId))
        .where(eq(blogPostRevisions.savedBy, person.id))
        .orderBy(asc(blogPostRevisions.createdAt)),
    ]);
    return { blogComments: comments, blogPostsWritten: posts, blogRevisionsSaved: revisions };
  },
  async erase(tx, person) {
    await tx.delete(blogComments).where(eq(blogComments.userId, person.id));
    await tx.update(blogComments).set({ moderatedBy: null }).where(eq(blogComments.moderatedBy, person.id));
    await tx.update(blogPosts).set({ authorId: null }).where(eq(blogPosts.authorId, person.id));
    await tx.update(blogPostRevisions).set({ savedBy: null }).where(eq(blogPostRevisions.savedBy, person.id));
  },
};
