import type { components } from '../../../lib/api-schema';

type DaySheetCourse = components['schemas']['DaySheetCourseDto'];

/** The Fear of Flying courses of the day sheet's day (docs/product.md, Fear of Flying course): when, who, how to reach them. */
export function DaySheetCourses({ courses }: { courses: DaySheetCourse[] }) {
  if (courses.length === 0) return null;
  return (
    <div className="mt-6 print:mt-3">
      <h3 className="text-lg print:text-[11pt]">FEAR OF FLYING COURSE{courses.length === 1 ? '' : 'S'}</h3>
      <ul className="mt-2 grid gap-2" aria-label="Fear of Flying courses on this day">
        {courses.map((course) => (
          <li
            key={course.id}
            className="grid gap-1 rounded-md bg-violet-50 p-3 text-sm wrap-anywhere sm:grid-cols-[8rem_1fr] print:bg-white print:p-1"
          >
            <span className="font-display text-base font-bold">
              {course.startTime}–{course.endTime}
            </span>
            <span>
              <span className="font-semibold">{course.name}</span> · {course.phone ?? 'no phone'} · {course.email} · ref{' '}
              {course.reference}
              {course.notes ? <span className="block whitespace-pre-line text-navy-700">{course.notes}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
