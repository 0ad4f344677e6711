import { useForm } from 'react-hook-form';
import { Form, RegisteredField } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Detail } from '../../../components/ui/detail';
import { Input } from '../../../components/ui/input';
import { formatDay, formatSlot } from '../../../lib/dates';
import { formatPence } from '../../../lib/money';
import { useRefundWords } from '../../../lib/refund-terms';
import {
  type ManagedCourse,
  useCancelManagedCourseMutation,
  useChangeCoursePreferredDateMutation,
} from '../api/course-calendar-api';
import { isoDay, lastBookableDay, londonToday } from '../booking-options';
import { addDays } from 'date-fns';
import { CancelDialog } from './cancel-dialog';

/** While the course has no date, the customer changes the preferred date staff arrange it around. */
function PreferredDateForm({ course, token }: { course: ManagedCourse; token: string }) {
  const { toast, toastApiError } = useToast();
  const form = useForm({ defaultValues: { date: course.preferredDate ?? '' } });
  const [change, { isLoading }] = useChangeCoursePreferredDateMutation();
  const save = async ({ date }: { date: string }) => {
    try {
      const saved = await change({ token, preferredDate: date || null }).unwrap();
      toast({
        title: 'Preferred date saved',
        description: saved.preferredDate
          ? `We will arrange your course as close as we can to ${formatDay(saved.preferredDate)}.`
          : 'We will arrange a date with you.',
      });
    } catch (error) {
      toastApiError('Error', error, 'Your preferred date could not be saved.');
    }
  };
  return (
    // The browser keeps the date within its range.
    <Form form={form} onValid={save} noValidate={false} className="flex flex-wrap items-end gap-3">
      <RegisteredField id="course-preferred-date" label="Preferred date (optional)" registration={form.register('date')}>
        {(control) => (
          <Input {...control} type="date" min={isoDay(addDays(londonToday(), 1))} max={isoDay(lastBookableDay())} />
        )}
      </RegisteredField>
      <Button type="submit" variant="secondary" disabled={isLoading}>
        {isLoading ? 'Saving...' : 'Save preferred date'}
      </Button>
    </Form>
  );
}

/** The customer's Fear of Flying course through its manage link (docs/product.md, Managing a booking): see it, change the preferred date, cancel. */
export function ManageCourseDetails({ course, token }: { course: ManagedCourse; token: string }) {
  const [cancel] = useCancelManagedCourseMutation();
  const terms = useRefundWords();
  const dated = course.courseDate && course.startTime ? formatSlot(course.courseDate, course.startTime) : null;
  return (
    <Card className="grid gap-6">
      <div>
        <h2 className="text-2xl">Fear of Flying course</h2>
        <p className="mt-1 text-navy-600">Reference {course.reference}</p>
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 wrap-anywhere">
        <Detail term="Name">{course.name}</Detail>
        <Detail term="When">{dated ? `${dated} (4 hours)` : 'To be arranged with you'}</Detail>
        {dated ? null : (
          <Detail term="Preferred date">{course.preferredDate ? formatDay(course.preferredDate) : 'No preference'}</Detail>
        )}
        <Detail term="Paid">
          {formatPence(course.amountPence)}
          {course.voucherPence > 0 ? ` and a gift voucher (${formatPence(course.voucherPence)})` : ''}
        </Detail>
      </dl>
      {course.status === 'cancelled' ? (
        <p role="status" className="font-semibold">
          This course is cancelled.
          {course.refundPence > 0 ? ` ${formatPence(course.refundPence)} has been refunded to your card.` : ''}
        </p>
      ) : (
        <>
          {course.canChangePreferredDate ? <PreferredDateForm course={course} token={token} /> : null}
          {dated ? (
            <p className="text-sm text-navy-700">To change the date, reply to your confirmation e-mail or call us.</p>
          ) : null}
          <div>
            <CancelDialog
              open={{ text: 'Cancel course', label: 'Cancel my course' }}
              description={dated ? `Your Fear of Flying course on ${dated}.` : 'Your Fear of Flying course (no date set yet).'}
              texts={{ confirm: 'Cancel course', failed: 'Your course could not be cancelled.' }}
              onCancel={async () => {
                const cancelled = await cancel(token).unwrap();
                return cancelled.refundPence > 0
                  ? `${formatPence(cancelled.refundPence)} is refunded to your card.`
                  : 'Nothing is refunded under our Terms.';
              }}
            >
              {terms ? (
                <p>
                  {course.refundPence > 0
                    ? `Cancelling now refunds ${formatPence(course.refundPence)} to your card${course.refundTier === 'half' ? ` (${terms.percent}, as it is ${terms.band} before the course)` : ''}.`
                    : `Under our Terms, cancellations less than ${terms.part} before the course are not refunded.`}
                </p>
              ) : null}
            </CancelDialog>
          </div>
        </>
      )}
    </Card>
  );
}
