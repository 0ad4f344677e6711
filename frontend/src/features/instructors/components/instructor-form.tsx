import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Form } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { apiErrorMessage } from '../../../lib/api-error';
import { useGetExperiencesQuery } from '../../../lib/experiences-api';
import { useSaveInstructorMutation, type Instructor, type RosterDay } from '../api/instructors-api';
import { WEEKDAYS } from '../lesson-labels';

interface DayRow {
  works: boolean;
  starts: string;
  ends: string;
}

interface InstructorValues {
  name: string;
  active: boolean;
  /** The ids of the experiences they teach. */
  teaches: string[];
  /** Monday to Sunday. */
  days: DayRow[];
}

const rowsOf = (roster: readonly RosterDay[]): DayRow[] =>
  WEEKDAYS.map((_, index) => {
    const day = roster.find((entry) => entry.weekday === index + 1);
    return { works: Boolean(day), starts: day?.starts ?? '09:00', ends: day?.ends ?? '21:00' };
  });

/** The owner adds or edits an instructor: name, the experiences they teach, and the hours they work each weekday. */
export function InstructorForm({ instructor, onDone }: { instructor: Instructor | null; onDone: () => void }) {
  const { data: experiences } = useGetExperiencesQuery();
  const [save, { isLoading }] = useSaveInstructorMutation();
  const { toast } = useToast();
  const form = useForm<InstructorValues>({
    defaultValues: {
      name: instructor?.name ?? '',
      active: instructor?.active ?? true,
      teaches: instructor?.teaches ?? [],
      days: rowsOf(instructor?.roster ?? []),
    },
  });
  const { register, setValue } = form;
  const [teaches, days] = form.watch(['teaches', 'days']);
  const [error, setError] = useState<string | null>(null);
  const bookable = (experiences ?? []).filter((experience) => experience.bookedAs !== 'enquiry');

  async function submit({ name, active, teaches: taught, days: week }: InstructorValues) {
    const roster = week.flatMap((day, index) => (day.works ? [{ weekday: index + 1, starts: day.starts, ends: day.ends }] : []));
    try {
      await save({
        id: instructor?.id ?? null,
        edit: { name, active, teaches: taught, roster, userId: instructor?.userId ?? null },
      }).unwrap();
      toast({ title: instructor ? `${name} saved` : `${name} added` });
      onDone();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }

  return (
    // The browser asks for the name (required).
    <Form
      form={form}
      onValid={submit}
      noValidate={false}
      className="mt-4 grid gap-4 rounded-lg border border-navy-100 bg-navy-50 p-4"
      aria-label={instructor ? `Edit ${instructor.name}` : 'Add an instructor'}
    >
      <label className="grid gap-1 text-sm font-semibold">
        Name
        <Input {...register('name')} maxLength={80} required />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('active')} />
        Offered for bookings
      </label>
      <fieldset className="grid gap-1 text-sm">
        <legend className="font-semibold">Teaches</legend>
        {bookable.map((experience) => (
          <label key={experience.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={teaches.includes(experience.id)}
              onChange={(event) =>
                setValue(
                  'teaches',
                  event.target.checked ? [...teaches, experience.id] : teaches.filter((id) => id !== experience.id),
                )
              }
            />
            {experience.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="grid gap-2 text-sm">
        <legend className="font-semibold">Working hours (London time)</legend>
        {WEEKDAYS.map((weekday, index) => (
          <div key={weekday} className="flex flex-wrap items-center gap-2">
            <label className="flex w-32 items-center gap-2">
              <input type="checkbox" {...register(`days.${index}.works`)} />
              {weekday}
            </label>
            <Input
              type="time"
              aria-label={`${weekday} starts`}
              className="w-32"
              disabled={!days[index].works}
              {...register(`days.${index}.starts`)}
            />
            <span aria-hidden>to</span>
            <Input
              type="time"
              aria-label={`${weekday} ends`}
              className="w-32"
              disabled={!days[index].works}
              {...register(`days.${index}.ends`)}
            />
          </div>
        ))}
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={isLoading}>
          {instructor ? 'Save' : 'Add instructor'}
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
