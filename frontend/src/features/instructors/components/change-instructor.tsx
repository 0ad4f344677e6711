import { useState } from 'react';
import { useToast } from '../../../components/toast/use-toast';
import { Button } from '../../../components/ui/button';
import { fieldClasses } from '../../../components/ui/field-styles';
import { useGetCandidatesQuery, useReassignLessonMutation, type Lesson } from '../api/instructors-api';

/** Staff give a lesson to another instructor who teaches it and is on duty and free then (the server lists them). */
export function ChangeInstructor({ lesson }: { lesson: Lesson }) {
  const [open, setOpen] = useState(false);
  const { data: candidates } = useGetCandidatesQuery({ kind: lesson.kind, id: lesson.id }, { skip: !open });
  const [chosen, setChosen] = useState('');
  const [reassign, { isLoading }] = useReassignLessonMutation();
  const { toast, toastApiError } = useToast();
  if (!open)
    return (
      <Button size="sm" variant="outline" className="mt-2 print:hidden" onClick={() => setOpen(true)}>
        Change instructor
      </Button>
    );
  if (candidates && candidates.length === 0)
    return <p className="mt-2 text-sm print:hidden">No other qualified instructor is free then.</p>;
  const selected = chosen || candidates?.[0]?.id || '';
  const save = async () => {
    try {
      await reassign({ kind: lesson.kind, id: lesson.id, instructorId: selected }).unwrap();
      toast({
        title: 'Instructor changed',
        description: `${lesson.reference} goes to ${candidates?.find((c) => c.id === selected)?.name}.`,
      });
      setOpen(false);
    } catch (error) {
      toastApiError('Not changed', error);
    }
  };
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 print:hidden">
      <select
        aria-label={`Instructor for ${lesson.reference}`}
        value={selected}
        onChange={(event) => setChosen(event.target.value)}
        className={`${fieldClasses} h-10 w-auto`}
      >
        {candidates?.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      <Button size="sm" onClick={save} disabled={isLoading || !selected}>
        Save
      </Button>
    </div>
  );
}
