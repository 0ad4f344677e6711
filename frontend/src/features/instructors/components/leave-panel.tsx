import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import { Form, FormProblem } from '../../../components/form';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { fieldClasses } from '../../../components/ui/field-styles';
import { apiErrorMessage } from '../../../lib/api-error';
import { formatDayAndTime, formatTime, londonDayOf, londonInstantIso } from '../../../lib/dates';
import {
  useAddLeaveMutation,
  useReassignLessonMutation,
  type AffectedLesson,
  type Instructor,
  type LeaveWithAffected,
} from '../api/instructors-api';
import { flyerOf } from '../lesson-labels';

function AffectedRow({ lesson }: { lesson: AffectedLesson }) {
  const [chosen, setChosen] = useState(lesson.candidates[0]?.id ?? '');
  const [reassign, { isLoading, isSuccess }] = useReassignLessonMutation();
  const { toast, toastApiError } = useToast();
  const give = async () => {
    try {
      await reassign({ kind: lesson.kind, id: lesson.id, instructorId: chosen }).unwrap();
      toast({
        title: 'Instructor changed',
        description: `${lesson.reference} goes to ${lesson.candidates.find((c) => c.id === chosen)?.name}.`,
      });
    } catch (error) {
      toastApiError('Not changed', error);
    }
  };
  return (
    <li className="grid gap-2 rounded-md bg-white p-3 text-sm">
      <p className="font-semibold">
        {formatDayAndTime(lesson.startsAt)}–{formatTime(lesson.endsAt)} · {lesson.experienceName} · {flyerOf(lesson)} · Ref{' '}
        {lesson.reference}
      </p>
      {isSuccess ? (
        <p>Given to a colleague.</p>
      ) : lesson.candidates.length === 0 ? (
        <p>
          No qualified colleague is free then. Move or cancel it from BOOKINGS, or close the time on CLOSURES: the customer is
          told, and refunded or moved.
        </p>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={`New instructor for ${lesson.reference}`}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            className={`${fieldClasses} h-10 w-auto`}
          >
            {lesson.candidates.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
          <Button size="sm" onClick={give} disabled={isLoading}>
            Give to {lesson.candidates.find((candidate) => candidate.id === chosen)?.name}
          </Button>
        </div>
      )}
    </li>
  );
}

/** The lessons a leave takes from its instructor, each with who could teach it instead. */
export function AffectedLessons({ result }: { result: LeaveWithAffected }) {
  if (result.affected.length === 0) return <p className="mt-3 text-sm">No booking loses its instructor.</p>;
  return (
    <section
      aria-label="Bookings that lose their instructor"
      className="mt-3 rounded-lg border-2 border-amber-200 bg-amber-50 p-3"
    >
      <h4 className="font-semibold">
        {result.affected.length === 1 ? 'One booking loses' : `${result.affected.length} bookings lose`} their instructor
      </h4>
      <ul className="mt-2 grid gap-2">
        {result.affected.map((lesson) => (
          <AffectedRow key={`${lesson.kind}-${lesson.id}`} lesson={lesson} />
        ))}
      </ul>
    </section>
  );
}

/** A period off: its days and times, London time. */
interface LeaveValues {
  instructorId: string;
  fromDay: string;
  fromTime: string;
  toDay: string;
  toTime: string;
  reason: string;
}

/** One end of the period off: its day and time. */
function PeriodEnd({ label, day, time }: { label: 'From' | 'To'; day: 'fromDay' | 'toDay'; time: 'fromTime' | 'toTime' }) {
  const { register } = useFormContext<LeaveValues>();
  return (
    <label className="grid gap-1 text-sm font-semibold">
      {label}
      <span className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Input type="date" aria-label={`${label} day`} {...register(day)} required />
        <Input type="time" aria-label={`${label} time`} {...register(time)} required />
      </span>
    </label>
  );
}

/** Staff mark an instructor off (leave or sickness) for a period, London time. */
export function LeaveForm({ instructors }: { instructors: readonly Instructor[] }) {
  const today = londonDayOf(new Date());
  const form = useForm<LeaveValues>({
    defaultValues: {
      instructorId: instructors[0]?.id ?? '',
      fromDay: today,
      fromTime: '00:00',
      toDay: today,
      toTime: '23:59',
      reason: '',
    },
  });
  const { register } = form;
  const [addLeave, { isLoading, data }] = useAddLeaveMutation();
  const [error, setError] = useState<string | null>(null);
  async function submit({ instructorId, fromDay, fromTime, toDay, toTime, reason }: LeaveValues) {
    setError(null);
    try {
      await addLeave({
        instructorId,
        leave: { from: londonInstantIso(fromDay, fromTime), to: londonInstantIso(toDay, toTime), reason },
      }).unwrap();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  }
  return (
    <div>
      {/* The browser asks for the days and times (required). */}
      <Form
        form={form}
        onValid={submit}
        noValidate={false}
        aria-label="Mark an instructor off"
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        <label className="grid gap-1 text-sm font-semibold">
          Instructor
          <select {...register('instructorId')} className={`${fieldClasses} h-11`}>
            {instructors.map((instructor) => (
              <option key={instructor.id} value={instructor.id}>
                {instructor.name}
              </option>
            ))}
          </select>
        </label>
        <PeriodEnd label="From" day="fromDay" time="fromTime" />
        <PeriodEnd label="To" day="toDay" time="toTime" />
        <label className="grid gap-1 text-sm font-semibold sm:col-span-2">
          Reason
          <Input {...register('reason')} maxLength={200} placeholder="Sick, annual leave…" />
        </label>
        <div className="flex items-end">
          <Button type="submit" disabled={isLoading || !form.watch('instructorId')}>
            Mark off
          </Button>
        </div>
      </Form>
      <FormProblem problem={error} className="mt-2" />
      {data ? <AffectedLessons result={data} /> : null}
    </div>
  );
}
