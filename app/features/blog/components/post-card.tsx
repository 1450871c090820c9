import { Link } from 'react-router';
import { pathTo } from '~/utils/routes/path-to';
import type { PostCard as PostCardData } from '../posts.server';
import { BlogCover } from './blog-cover';
import { PostByline, PostTags } from './post-meta';

/** One post in a list: cover, title, summary, byline, date, reading time and tags. */
export function PostCard({
  post,
  titleLevel: Title = 'h2',
  isPriority = false,
}: {
  post: PostCardData;
  titleLevel?: 'h2' | 'h3';
  isPriority?: boolean;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white transition-shadow hover:shadow-md">
      <BlogCover src={post.coverImage} photo={post.coverPhoto} alt="" isPriority={isPriority} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Title className="font-serif text-xl font-semibold text-stone-900">
          <Link to={pathTo('/blog/:slug', { slug: post.slug })} className="after:absolute after:inset-0 group-hover:underline">
            {post.title}
          </Link>
        </Title>
        <p className="line-clamp-3 text-sm text-stone-700">{post.description}</p>
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <PostByline byline={post.byline} publishedAt={post.publishedAt} readingMinutes={post.readingMinutes} />
          <PostTags tags={post.tags} />
        </div>
      </div>
    </article>
  );
}
