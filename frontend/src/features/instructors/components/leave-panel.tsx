import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { fieldClasses } from '../../../components/ui/field-styles';
import { apiErrorMessage } from '../../../lib/api';
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

/** Staff mark an instructor off (leave or sickness) for a period, London time. */
export function LeaveForm({ instructors }: { instructors: readonly Instructor[] }) {
  const today = londonDayOf(new Date());
  const [instructorId, setInstructorId] = useState(instructors[0]?.id ?? '');
  const [fromDay, setFromDay] = useState(today);
  const [fromTime, setFromTime] = useState('00:00');
  const [toDay, setToDay] = useState(today);
  const [toTime, setToTime] = useState('23:59');
  const [reason, setReason] = useState('');
  const [addLeave, { isLoading, data }] = useAddLeaveMutation();
  const [error, setError] = useState<string | null>(null);
  async function submit(event: React.FormEvent) {
    event.preventDefault();
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
      <form onSubmit={submit} aria-label="Mark an instructor off" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <label className="grid gap-1 text-sm font-semibold">
          Instructor
          <select
            value={instructorId}
            onChange={(event) => setInstructorId(event.target.value)}
            className={`${fieldClasses} h-11`}
          >
            {instructors.map((instructor) => (
              <option key={instructor.id} value={instructor.id}>
                {instructor.name}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          From
          <span className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Input
              type="date"
              aria-label="From day"
              value={fromDay}
              onChange={(event) => setFromDay(event.target.value)}
              required
            />
            <Input
              type="time"
              aria-label="From time"
              value={fromTime}
              onChange={(event) => setFromTime(event.target.value)}
              required
            />
          </span>
        </label>
        <label className="grid gap-1 text-sm font-semibold">
          To
          <span className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <Input type="date" aria-label="To day" value={toDay} onChange={(event) => setToDay(event.target.value)} required />
            <Input type="time" aria-label="To time" value={toTime} onChange={(event) => setToTime(event.target.value)} required />
          </span>
        </label>
        <label className="grid gap-1 text-sm font-semibold sm:col-span-2">
          Reason
          <Input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={200}
            placeholder="Sick, annual leave…"
          />
        </label>
        <div className="flex items-end">
          <Button type="submit" disabled={isLoading || !instructorId}>
            Mark off
          </Button>
        </div>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {data ? <AffectedLessons result={data} /> : null}
    </div>
  );
}
