import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDay, formatDayAndTime, formatSlot } from '../../../lib/dates';
import { formatPence } from '../../../lib/money';
import { useRefundWords } from '../../../lib/refund-terms';
import type { CourseBooking } from '../api/booking-api';
import { useCancelCourseMutation } from '../api/course-calendar-api';
import { CancelDialog } from './cancel-dialog';
import { CourseDateDialog } from './course-date-dialog';

/** Staff cancel a booked course: by the Terms once it has a date, in full before; the card payment is refunded. */
function CancelCourse({ course }: { course: CourseBooking }) {
  const [cancelCourse] = useCancelCourseMutation();
  const terms = useRefundWords();
  return (
    <CancelDialog
      open={{ text: 'Cancel', label: `Cancel ${course.name}'s course`, size: 'sm' }}
      description={`${course.name}'s Fear of Flying course${course.courseDate && course.startTime ? ` on ${formatSlot(course.courseDate, course.startTime)}` : ''}.`}
      texts={{ confirm: 'Cancel course', failed: 'The course could not be cancelled.' }}
      onCancel={async () => {
        const { refundPence } = await cancelCourse(course.id).unwrap();
        return refundPence > 0
          ? `${formatPence(refundPence)} is refunded to ${course.name}'s card. The customer is e-mailed.`
          : `Nothing is refunded under the Terms. The customer is e-mailed.`;
      }}
    >
      <p className="text-sm text-navy-700">
        {course.courseDate
          ? terms && `More than ${terms.full} before the course: a full refund; ${terms.band}: ${terms.percent}; under ${terms.part}: nothing.`
          : 'The course has no date yet: the card payment is refunded in full.'}
      </p>
    </CancelDialog>
  );
}

function CourseWhen({ course }: { course: CourseBooking }) {
  if (course.status === 'cancelled')
    return <Badge variant="muted">CANCELLED{course.refundPence ? ` · REFUNDED ${formatPence(course.refundPence)}` : ''}</Badge>;
  if (course.status === 'paid') return <Badge variant="muted">PAID · DETAILS NOT RECEIVED</Badge>;
  if (course.courseDate && course.startTime)
    return <Badge>{formatSlot(course.courseDate, course.startTime).toUpperCase()}</Badge>;
  return <Badge variant="muted">AWAITING A DATE</Badge>;
}

/**
 * The Fear of Flying course bookings (docs/product.md, Fear of Flying course) under BOOKINGS: when each is (or that it awaits a
 * date), and staff's set date, move and cancel.
 */
export function CourseBookings({ courses }: { courses: CourseBooking[] }) {
  return (
    <section aria-labelledby="course-bookings-heading" className="mt-12">
      <h2 id="course-bookings-heading" className="text-2xl">
        FEAR OF FLYING COURSE BOOKINGS ({courses.length})
      </h2>
      {courses.length === 0 ? (
        <p className="mt-4 text-navy-600">No Fear of Flying course bookings yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Fear of Flying course bookings">
          {courses.map((course) => (
            <li key={course.id}>
              <Card className="grid gap-2 p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="mr-auto text-lg">{course.name}</h3>
                  <CourseWhen course={course} />
                  {course.isTest ? <Badge title="Paid with a test card: no money was taken">TEST</Badge> : null}
                  <span className="font-bold">{formatPence(course.amountPence)}</span>
                </div>
                <p className="text-sm wrap-anywhere">
                  <a className="underline" href={`mailto:${course.email}`}>
                    {course.email}
                  </a>
                  {course.phone ? ` · ${course.phone}` : ''} · Preferred date:{' '}
                  {course.preferredDate ? formatDay(course.preferredDate) : 'none given'}
                </p>
                {course.notes ? <p className="text-sm whitespace-pre-line text-navy-700">{course.notes}</p> : null}
                <div className="flex flex-wrap items-center gap-2">
                  <p className="mr-auto text-xs text-navy-500">Booked {formatDayAndTime(course.createdAt)}</p>
                  {course.status === 'booked' ? (
                    <>
                      <CourseDateDialog course={course} />
                      <CancelCourse course={course} />
                    </>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
