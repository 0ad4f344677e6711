import { useForm } from 'react-hook-form';
import { RegisteredField } from '../../../components/form';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { Input } from '../../../components/ui/input';
import { formatSlot } from '../../../lib/dates';
import type { CourseBooking } from '../api/booking-api';
import { useSetCourseDateMutation } from '../api/course-calendar-api';
import { isoDay, lastBookableDay, londonToday } from '../booking-options';

/** The course's possible start times: the slot starts (the server checks the 4 hours fit the day's opening hours). */
const START_TIMES = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30', '18:00'].map((time) => ({ value: time, label: time }));

/**
 * Staff give a booked Fear of Flying course its date and start time, or move it (docs/product.md, Fear of Flying course). The
 * server refuses a time the simulator is held, booked or closed in, with a sentence shown as it is.
 */
export function CourseDateDialog({ course }: { course: CourseBooking }) {
  const form = useForm({
    defaultValues: { date: course.courseDate ?? course.preferredDate ?? '', startTime: course.startTime ?? '10:30' },
  });
  const { register } = form;
  const [setCourseDate] = useSetCourseDateMutation();
  const moving = course.courseDate !== null;
  return (
    <ActionDialog
      form={form}
      opener={{ text: moving ? 'Move' : 'Set date', label: `${moving ? 'Move' : 'Set the date of'} ${course.name}'s course` }}
      title={moving ? 'Move the course' : 'Set the course date'}
      description={`${course.name}'s 4-hour Fear of Flying course keeps the simulator from its start time.`}
      confirm={{ text: moving ? 'Move course' : 'Set date', busy: 'Saving...', ready: Boolean(form.watch('date')) }}
      back="Keep as it is"
      failed="The course date could not be saved."
      onConfirm={async ({ date, startTime }) => {
        await setCourseDate({ courseId: course.id, date, startTime }).unwrap();
        return {
          title: moving ? 'Course moved' : 'Course date set',
          description: `${course.name}'s course is on ${formatSlot(date, startTime)}. The customer is e-mailed the date with a calendar invite.`,
        };
      }}
    >
      <RegisteredField id={`course-date-${course.id}`} label="Date" registration={register('date')}>
        {(control) => <Input {...control} type="date" required min={isoDay(londonToday())} max={isoDay(lastBookableDay())} />}
      </RegisteredField>
      <RegisteredField id={`course-start-${course.id}`} label="Start time" registration={register('startTime')}>
        {(control) => (
          <select {...control} className={`${fieldClasses} h-11`}>
            <SelectOptions options={START_TIMES} />
          </select>
        )}
      </RegisteredField>
    </ActionDialog>
  );
}
