import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Field, SelectOptions } from '../../../components/ui/field';
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
  const { toast, toastApiError } = useToast();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(course.courseDate ?? course.preferredDate ?? '');
  const [startTime, setStartTime] = useState(course.startTime ?? '10:30');
  const [setCourseDate, { isLoading }] = useSetCourseDateMutation();
  const moving = course.courseDate !== null;
  const save = async () => {
    try {
      await setCourseDate({ courseId: course.id, date, startTime }).unwrap();
      setOpen(false);
      toast({
        title: moving ? 'Course moved' : 'Course date set',
        description: `${course.name}'s course is on ${formatSlot(date, startTime)}. The customer is e-mailed the date with a calendar invite.`,
      });
    } catch (error) {
      toastApiError('Error', error, 'The course date could not be saved.');
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${moving ? 'Move' : 'Set the date of'} ${course.name}'s course`}
      >
        {moving ? 'Move' : 'Set date'}
      </Button>
      <DialogContent
        title={moving ? 'Move the course' : 'Set the course date'}
        description={`${course.name}'s 4-hour Fear of Flying course keeps the simulator from its start time.`}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <Field id={`course-date-${course.id}`} label="Date">
            <Input
              id={`course-date-${course.id}`}
              type="date"
              required
              min={isoDay(londonToday())}
              max={isoDay(lastBookableDay())}
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </Field>
          <Field id={`course-start-${course.id}`} label="Start time">
            <select
              id={`course-start-${course.id}`}
              className={`${fieldClasses} h-11`}
              value={startTime}
              onChange={(event) => setStartTime(event.target.value)}
            >
              <SelectOptions options={START_TIMES} />
            </select>
          </Field>
          <div className="mt-2 flex flex-wrap justify-end gap-3">
            <DialogClose asChild>
              <Button variant="ghost">Keep as it is</Button>
            </DialogClose>
            <Button type="submit" variant="secondary" disabled={isLoading || !date}>
              {isLoading ? 'Saving...' : moving ? 'Move course' : 'Set date'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
