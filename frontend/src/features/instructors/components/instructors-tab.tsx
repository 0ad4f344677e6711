import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayAndTime } from '../../../lib/dates';
import { useExperienceNames } from '../../../lib/experiences-api';
import {
  useGetAffectedQuery,
  useGetInstructorsQuery,
  useRemoveLeaveMutation,
  type Instructor,
  type Leave,
} from '../api/instructors-api';
import { WEEKDAYS } from '../lesson-labels';
import { InstructorForm } from './instructor-form';
import { AffectedLessons, LeaveForm } from './leave-panel';

/** 'Every day 09:00–21:00', or each working day with its hours. */
function rosterText(instructor: Instructor): string {
  const { roster } = instructor;
  if (roster.length === 0) return 'No working days';
  const hours = (day: (typeof roster)[number]) => `${day.starts}–${day.ends}`;
  if (roster.length === 7 && roster.every((day) => hours(day) === hours(roster[0]))) return `Every day ${hours(roster[0])}`;
  return roster.map((day) => `${WEEKDAYS[day.weekday - 1].slice(0, 3)} ${hours(day)}`).join(', ');
}

function InstructorRow({ instructor, canEdit }: { instructor: Instructor; canEdit: boolean }) {
  const names = useExperienceNames();
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-md border border-navy-100 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold text-navy-900">
            {instructor.name}
            {instructor.active ? '' : ' (not offered)'}
          </p>
          <p className="text-sm">Teaches: {instructor.teaches.map((id) => names?.[id] ?? id).join(', ') || 'nothing yet'}</p>
          <p className="text-sm text-navy-700">{rosterText(instructor)}</p>
        </div>
        {canEdit && !editing ? (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
        ) : null}
      </div>
      {editing ? <InstructorForm instructor={instructor} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}

function LeaveRow({ leave, name }: { leave: Leave; name: string }) {
  const [open, setOpen] = useState(false);
  const affected = useGetAffectedQuery(leave.id, { skip: !open });
  const [remove, { isLoading }] = useRemoveLeaveMutation();
  const { toast, toastApiError } = useToast();
  const removeLeave = async () => {
    try {
      await remove(leave.id).unwrap();
      toast({ title: 'Leave removed', description: `${name} is on duty again then.` });
    } catch (error) {
      toastApiError('Not removed', error);
    }
  };
  return (
    <li className="rounded-md bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>
          <span className="font-semibold">{name}</span> off from {formatDayAndTime(leave.from)} to {formatDayAndTime(leave.to)}
          {leave.reason ? ` · ${leave.reason}` : ''}
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={() => setOpen(!open)}>
            {open ? 'Hide bookings' : 'Bookings affected'}
          </Button>
          <Button size="sm" variant="outline" onClick={removeLeave} disabled={isLoading}>
            Remove
          </Button>
        </div>
      </div>
      {open && affected.data ? <AffectedLessons result={affected.data} /> : null}
    </li>
  );
}

/**
 * INSTRUCTORS (docs/product.md, Instructors): the team with what each teaches and their hours (the owner adds and
 * edits), marking someone off with the bookings it affects and who could take them, and the leave ahead.
 */
export function InstructorsTab() {
  const { data, isLoading, isError, refetch } = useGetInstructorsQuery();
  const [adding, setAdding] = useState(false);
  if (isLoading) return <Spinner />;
  if (isError || !data) return <LoadError what="The instructors" onRetry={refetch} />;
  const owner = data.canManage;
  const nameOf = (id: string) => data.instructors.find((instructor) => instructor.id === id)?.name ?? 'An instructor';
  return (
    <div className="grid gap-6">
      <Card className="p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-2xl">Instructors</h2>
          {owner && !adding ? <Button onClick={() => setAdding(true)}>Add instructor</Button> : null}
        </div>
        {adding ? <InstructorForm instructor={null} onDone={() => setAdding(false)} /> : null}
        <ul aria-label="The team" className="mt-4 grid gap-3">
          {data.instructors.map((instructor) => (
            <InstructorRow key={instructor.id} instructor={instructor} canEdit={owner} />
          ))}
        </ul>
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="text-2xl">Mark an instructor off</h2>
        <p className="mb-4 text-sm text-navy-700">
          Leave or sickness: their bookings then are listed, to give to a free colleague.
        </p>
        <LeaveForm instructors={data.instructors.filter((instructor) => instructor.active)} />
      </Card>
      <Card className="p-4 sm:p-6">
        <h2 className="text-2xl">Leave ahead</h2>
        {data.leave.length === 0 ? (
          <p className="mt-2 text-sm">Nobody is marked off.</p>
        ) : (
          <ul className="mt-3 grid gap-2">
            {data.leave.map((leave) => (
              <LeaveRow key={leave.id} leave={leave} name={nameOf(leave.instructorId)} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
