import { declareRoutes } from './route-definition';

/** Learning: classes, courses, lessons, quizzes, certificates, and the course editor under the instructor dashboard (it composes learning, decision 0067). */
export const LEARN_ROUTES = declareRoutes([
  {
    path: '/learning',
    file: 'routes/learn/learning.tsx',
    access: 'public',
    nav: {
      footerQuickLinks: { at: 9, labelKey: 'footer.links.learning' },
      areas: { learn: { at: 4, labelKey: 'pages.learning.title' } },
    },
  },
  {
    path: '/coaching',
    file: 'routes/learn/coaching.tsx',
    access: 'public',
    nav: {
      header: { at: 2, labelKey: 'nav.coaching' },
      drawer: { at: 2, labelKey: 'drawer.coaching.label', subtitleKey: 'drawer.coaching.subtitle' },
      areas: { learn: { at: 2, labelKey: 'pages.coaching.title' } },
    },
  },
  { path: '/coaching/enroll', file: 'routes/learn/coaching-enroll.tsx', access: 'public' },
  // A live class's page (book, cancel) and its calendar file
  { path: '/coaching/classes/:classId', file: 'routes/learn/class.tsx', access: 'public' },
  { path: '/coaching/classes/:classId/ics', file: 'routes/learn/class-ics.ts', access: 'public' },
  // A person's private calendar feed of their classes: the token in the address is the key
  { path: '/calendar/:token', file: 'routes/learn/calendar-feed.ts', access: 'public' },
  {
    path: '/class-enrollment',
    file: 'routes/learn/class-enrollment.tsx',
    access: 'public',
    nav: { areas: { learn: { at: 3, labelKey: 'pages.class-enrollment.title' } } },
  },
  // A target of SPEC §2's mobile bar that the SPEC gives no route
  {
    path: '/courses',
    file: 'routes/learn/courses.tsx',
    access: 'public',
    nav: {
      // Not in SPEC §2's header list: a school's catalogue one click away (decision 0076).
      header: { at: 1.5, labelKey: 'nav.courses' },
      bottomBar: { at: 2, labelKey: 'bottomBar.courses', icon: 'courses' },
      moreSheet: { at: 6, labelKey: 'moreSheet.browseCourses', shownTo: 'signed-out' },
      areas: { learn: { at: 1, labelKey: 'pages.courses.title' } },
    },
  },
  // Every other course; its lessons (preview lessons for anyone, the rest for its learners) and its quiz
  {
    path: '/courses/:slug',
    // SPEC §6 names these two courses' addresses: the course page, the slug read from the address.
    aliases: ['/courses/pumpkin-seed-power', '/courses/pumpkin-harvest-power'],
    file: 'routes/learn/course.tsx',
    access: 'public',
  },
  { path: '/courses/:slug/lessons/:lesson', file: 'routes/learn/lesson.tsx', access: 'public' },
  // A lesson's uploaded video or resource: to whoever may open the lesson (the loader checks)
  { path: '/courses/:slug/lessons/:lesson/files/:fileId', file: 'routes/learn/lesson-file.ts', access: 'public' },
  { path: '/courses/:slug/quiz', file: 'routes/learn/course-quiz.tsx', access: 'signed-in' },
  // A learner's course completion page: the certificate and what to learn next (anyone who has not finished: the course page)
  { path: '/courses/:slug/complete', file: 'routes/learn/course-complete.tsx', access: 'signed-in' },
  // A certificate's public verification page and its PDF: anyone with the code may check it
  { path: '/certificates/:code', file: 'routes/learn/certificate.tsx', access: 'public' },
  { path: '/certificates/:code/pdf', file: 'routes/learn/certificate-pdf.ts', access: 'public' },
  {
    path: '/student-dashboard',
    file: 'routes/learn/student-dashboard.tsx',
    access: 'signed-in',
    nav: {
      drawer: { at: 9, labelKey: 'drawer.myLearning.label', subtitleKey: 'drawer.myLearning.subtitle', shownTo: 'signed-in' },
      areas: {
        account: { at: 5, labelKey: 'pages.student-dashboard.title' },
        learn: { at: 5, labelKey: 'pages.student-dashboard.title' },
      },
    },
  },
  // The course editor: an instructor's own courses (an admin's: anyone's), checked again by each page
  { path: '/instructor-dashboard/courses/new', file: 'routes/learn/authoring/course-new.tsx', access: 'instructor' },
  { path: '/instructor-dashboard/courses/:courseId', file: 'routes/learn/authoring/course-editor.tsx', access: 'instructor' },
  {
    path: '/instructor-dashboard/courses/:courseId/lessons/:lessonId',
    file: 'routes/learn/authoring/lesson-editor.tsx',
    access: 'instructor',
  },
  { path: '/instructor-dashboard/courses/:courseId/quiz', file: 'routes/learn/authoring/quiz-editor.tsx', access: 'instructor' },
  {
    path: '/instructor-dashboard/courses/:courseId/learners',
    file: 'routes/learn/authoring/course-learners.tsx',
    access: 'instructor',
  },
]);
