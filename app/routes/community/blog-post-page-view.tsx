import { Link } from 'react-router';
import { ContentHtml } from '~/components/ui/content-html';
import { BlogCover } from '~/features/blog/components/blog-cover';
import { PostCard } from '~/features/blog/components/post-card';
import { PostComments } from '~/features/blog/components/post-comments';
import { PostByline, PostTags } from '~/features/blog/components/post-meta';
import { ShareButtons } from '~/features/blog/components/share-buttons';
import { useTranslation } from '~/i18n/use-translation';
import type { loadBlogPostPage } from './blog-post-page.server';

type BlogPostPageData = Awaited<ReturnType<typeof loadBlogPostPage>>;

/** A post: its cover, words, tags, share links, related posts and comments. */
export function BlogPostPageView({ page }: { page: BlogPostPageData }) {
  const { t } = useTranslation();
  const { post } = page;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 lg:py-12">
      <Link to="/blog" className="text-sm font-semibold text-brand-800 underline">
        {t('blog.backToBlog')}
      </Link>
      <article className="mt-4">
        <header>
          <h1 className="font-serif text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-3 text-lg leading-8 text-stone-600">{post.description}</p>
          <div className="mt-4">
            <PostByline byline={post.byline} publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
          </div>
        </header>
        <div className="mt-6 overflow-hidden rounded-2xl">
          <BlogCover
            src={post.coverImage}
            photo={post.coverPhoto}
            alt={post.coverAlt}
            isPriority
            sizes="(min-width: 768px) 48rem, 100vw"
          />
        </div>
        <ContentHtml className="prose-content mt-8" html={post.html} />
        <PostTags tags={post.tags} className="mt-8" />
      </article>
      <ShareButtons links={page.share} url={page.url} />
      {page.related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-12">
          <h2 id="related-heading" className="font-serif text-2xl font-semibold text-stone-900">
            {t('blog.related')}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2">
            {page.related.map((related) => (
              <li key={related.id} className="flex">
                <PostCard post={related} titleLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      )}
      <PostComments slug={post.slug} comments={page.comments} isSignedIn={page.viewer !== null} />
    </div>
  );
}
