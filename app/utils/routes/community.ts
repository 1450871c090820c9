import { declareRoutes } from './route-definition';

/** The community: forum, blog, recipes, careers. */
export const COMMUNITY_ROUTES = declareRoutes([
  { path: '/careers', file: 'routes/community/careers.tsx', access: 'public' },
  { path: '/careers/:slug', file: 'routes/community/career-role.tsx', access: 'public' },
  {
    path: '/community',
    file: 'routes/community/community.tsx',
    access: 'public',
    nav: {
      header: { at: 3, labelKey: 'nav.community' },
      drawer: { at: 3, labelKey: 'drawer.community.label', subtitleKey: 'drawer.community.subtitle' },
      areas: { community: { at: 1, labelKey: 'pages.community.title' } },
    },
  },
  {
    path: '/forum',
    file: 'routes/community/forum.tsx',
    access: 'public',
    nav: {
      drawer: { at: 8, labelKey: 'drawer.forum.label', subtitleKey: 'drawer.forum.subtitle' },
      footerResources: { at: 9, labelKey: 'footer.links.forum' },
      areas: { community: { at: 2, labelKey: 'pages.forum.title' } },
    },
  },
  // The forum (issue 37): visitors read public categories; writing needs an account, and the operations check the rest.
  { path: '/forum/c/:slug', file: 'routes/community/forum-category.tsx', access: 'public' },
  { path: '/forum/t/:slug', file: 'routes/community/forum-thread.tsx', access: 'public' },
  // Replying, editing, liking, accepting, watching and reporting: the thread page posts here.
  { path: '/forum/t/:slug/posts', file: 'routes/community/forum-thread-posts.ts', access: 'signed-in' },
  // An accepted answer into a guide's FAQ (decision 0097): admins, checked again by the operations.
  { path: '/forum/t/:slug/faq', file: 'routes/community/forum-thread-faq.tsx', access: 'admin', shell: 'admin' },
  { path: '/forum/u/:handle', file: 'routes/community/forum-member.tsx', access: 'public' },
  { path: '/forum/new', file: 'routes/community/forum-new-thread.tsx', access: 'signed-in' },
  { path: '/forum/notifications', file: 'routes/community/forum-notifications.tsx', access: 'signed-in' },
  {
    path: '/blog',
    file: 'routes/community/blog.tsx',
    access: 'public',
    nav: {
      header: { at: 7, labelKey: 'nav.blog' },
      drawer: { at: 7, labelKey: 'drawer.blog.label', subtitleKey: 'drawer.blog.subtitle' },
      footerQuickLinks: { at: 3, labelKey: 'footer.links.blog' },
      areas: { community: { at: 3, labelKey: 'pages.blog.title' } },
    },
  },
  { path: '/blog/feed.xml', file: 'routes/community/blog-feed.ts', access: 'public' },
  { path: '/blog/:slug', file: 'routes/community/blog-post.tsx', access: 'public' },
  // Writing, changing or taking back one's own comment: signed-in people only (the post's page shows visitors a sign-in link).
  { path: '/blog/:slug/comments', file: 'routes/community/blog-comments.ts', access: 'signed-in' },
  {
    path: '/recipes',
    file: 'routes/community/recipes.tsx',
    access: 'public',
    nav: { areas: { community: { at: 4, labelKey: 'pages.recipes.title' } } },
  },
  { path: '/recipes/:slug', file: 'routes/community/recipe.tsx', access: 'public' },
  {
    path: '/join',
    file: 'routes/community/join.tsx',
    access: 'public',
    nav: { areas: { community: { at: 5, labelKey: 'pages.join.title' } } },
  },
]);
