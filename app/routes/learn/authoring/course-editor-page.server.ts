import { centsToPrice } from '~/features/learning/authoring.schema';
import { type EditableCourse, problemsOf } from '~/features/learning/editable-course.server';
import { pageSeo } from '~/features/seo/seo.server';
import { pathTo } from '~/utils/routes/path-to';

/** The course editor's page read: the course as its editor shows it, what stops it being published, and the page's SEO. */
export async function loadCourseEditorPage(request: Request, course: EditableCourse) {
  const seo = await pageSeo(request, {
    path: pathTo('/instructor-dashboard/courses/:courseId', { courseId: course.id }),
    title: course.title,
    pageKey: 'course-editor',
    noindex: true,
  });
  return {
    course: {
      id: course.id,
      slug: course.slug,
      title: course.title,
      status: course.status,
      coverImage: course.coverImage,
      estimatedMinutes: course.estimatedMinutes,
      learnerCount: course.learnerCount,
      modules: course.modules,
      lessons: course.lessons.map(({ bodyMd, materials: _, ...lesson }) => ({
        ...lesson,
        isEmpty: !bodyMd.trim() && !lesson.videoUrl,
      })),
      quiz: course.quiz ? { title: course.quiz.title, questionCount: course.quiz.questions.length } : null,
      details: {
        title: course.title,
        summary: course.summary,
        description: course.descriptionMd,
        level: course.level,
        topic: course.topic,
        language: course.language,
        priceCents: centsToPrice(course.priceCents),
      },
    },
    problems: problemsOf(course),
    seo,
  };
}

export type CourseEditorData = Awaited<ReturnType<typeof loadCourseEditorPage>>;
