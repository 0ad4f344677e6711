import { useParams } from 'react-router';
import { PageHero } from '../components/ui/page-hero';
import { Section } from '../components/ui/section';
import { Spinner } from '../components/ui/spinner';
import { useGetManagedCourseQuery } from '../features/booking/api/course-calendar-api';
import { ManageCourseDetails } from '../features/booking/components/manage-course-details';
import { ManageLinkProblem } from '../features/booking/components/manage-link-problem';
import { useDocumentTitle } from '../hooks/use-document-title';
import { apiErrorCode } from '../lib/api-error';

const LINK_PROBLEMS: Record<string, string> = {
  'BOOKING.MANAGE_LINK_EXPIRED': 'This course link has expired.',
  'BOOKING.MANAGE_LINK_INVALID': 'This course link is not valid. Please check you opened the whole link from your e-mail.',
  'BOOKING.NOT_FOUND': 'We could not find this course booking.',
};

/** /manage-course/:token: the signed link from the course's e-mails, to see it, change the preferred date or cancel without signing in. */
export default function ManageCoursePage() {
  useDocumentTitle('MANAGE YOUR COURSE');
  const { token = '' } = useParams();
  const { data: course, error, isLoading } = useGetManagedCourseQuery(token);
  const code = apiErrorCode(error);
  return (
    <>
      <PageHero
        eyebrow="Your course"
        title="MANAGE YOUR COURSE"
        subtitle="Your Fear of Flying course: its date, your preferred date, or cancel it."
      />
      <Section tone="muted">
        <div className="mx-auto max-w-2xl">
          {isLoading ? (
            <Spinner label="Loading your course" />
          ) : course ? (
            <ManageCourseDetails course={course} token={token} />
          ) : (
            <ManageLinkProblem
              heading="We cannot open this course booking"
              problem={(code && LINK_PROBLEMS[code]) ?? 'Your course could not be loaded.'}
            />
          )}
        </div>
      </Section>
    </>
  );
}
