import { addDays, format, parseISO } from 'date-fns';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { fieldClasses } from '../../../components/ui/field-styles';
import { formatDay, formatTime, londonDayOf } from '../../../lib/dates';
import { useGetInstructorsQuery, useGetScheduleQuery, type Lesson } from '../api/instructors-api';
import { flyerOf, PAYMENT_LABELS } from '../lesson-labels';
import { ChangeInstructor } from './change-instructor';

const shiftDay = (day: string, days: number) => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

function LessonCard({ lesson, showInstructor, canChange }: { lesson: Lesson; showInstructor: boolean; canChange: boolean }) {
  return (
    <li className="rounded-md border border-navy-100 bg-white p-3 text-sm break-inside-avoid">
      <p className="font-semibold text-navy-900">
        {formatTime(lesson.startsAt)}–{formatTime(lesson.endsAt)} · {lesson.experienceName}
      </p>
      <p className="mt-1">
        {flyerOf(lesson)}
        {lesson.experienceLevel ? ` · ${lesson.experienceLevel}` : ''} · {PAYMENT_LABELS[lesson.payment] ?? lesson.payment}
      </p>
      {lesson.notes ? <p className="mt-1 whitespace-pre-line text-navy-700">Notes: {lesson.notes}</p> : null}
      <p className="mt-1 text-xs text-navy-600">
        Ref {lesson.reference}
        {showInstructor ? ` · ${lesson.instructorName}` : ''}
      </p>
      {canChange ? <ChangeInstructor lesson={lesson} /> : null}
    </li>
  );
}

function InstructorPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { data } = useGetInstructorsQuery();
  return (
    <label className="grid gap-1 text-sm font-semibold print:hidden">
      Instructor
      <select value={value} onChange={(event) => onChange(event.target.value)} className={`${fieldClasses} h-11`}>
        <option value="">Everyone</option>
        {data?.instructors.map((instructor) => (
          <option key={instructor.id} value={instructor.id}>
            {instructor.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The instructor's day and week (docs/product.md, Instructors): each lesson with who flies, their level, notes and
 * whether it is paid (no prices). An instructor sees their own; staff pick one instructor or see everyone, and give a
 * lesson to another free, qualified instructor. Printable.
 */
export function ScheduleTab() {
  const [from, setFrom] = useState(() => londonDayOf(new Date()));
  const [instructorId, setInstructorId] = useState('');
  const { data, isLoading, isError, refetch } = useGetScheduleQuery({ from, instructorId: instructorId || undefined });
  const days = Array.from({ length: 7 }, (_, index) => shiftDay(from, index));
  // The server names the signed-in instructor; staff are named no one and see everyone's.
  const staffView = data !== undefined && data.instructor === null;
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-2xl">{data?.instructor ? `${data.instructor.name}: your week` : 'Instructors’ week'}</h2>
          <p className="text-sm text-navy-700">
            {formatDay(days[0])} to {formatDay(days[6])}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2 print:hidden">
          {staffView ? <InstructorPicker value={instructorId} onChange={setInstructorId} /> : null}
          <label className="grid gap-1 text-sm font-semibold">
            Week from
            <input
              type="date"
              value={from}
              onChange={(event) => event.target.value && setFrom(event.target.value)}
              className={`${fieldClasses} h-11`}
            />
          </label>
          <Button variant="outline" onClick={() => setFrom(shiftDay(from, -7))}>
            Previous week
          </Button>
          <Button variant="outline" onClick={() => setFrom(londonDayOf(new Date()))}>
            Today
          </Button>
          <Button variant="outline" onClick={() => setFrom(shiftDay(from, 7))}>
            Next week
          </Button>
          <Button onClick={() => window.print()}>Print</Button>
        </div>
      </div>
      {isLoading ? <Spinner /> : null}
      {isError ? <LoadError what="The schedule" onRetry={refetch} /> : null}
      {data ? (
        <div className="mt-6 grid gap-6">
          {days.map((day) => {
            const lessons = data.lessons.filter((lesson) => londonDayOf(lesson.startsAt) === day);
            return (
              <section key={day} aria-label={formatDay(day)}>
                <h3 className="text-lg">{formatDay(day)}</h3>
                {lessons.length === 0 ? (
                  <p className="mt-1 text-sm text-navy-600">Nothing booked.</p>
                ) : (
                  <ul className="mt-2 grid gap-2">
                    {lessons.map((lesson) => (
                      <LessonCard
                        key={`${lesson.kind}-${lesson.id}`}
                        lesson={lesson}
                        showInstructor={staffView && !instructorId}
                        canChange={staffView}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      ) : null}
    </Card>
  );
}
