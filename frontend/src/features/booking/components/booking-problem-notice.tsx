import { CircleAlert } from 'lucide-react';
import type { BookingProblem } from '../booking-form-rules';

/** What stopped the booking, titled for what happened, at the top of the form (the field concerned says it too). */
export function BookingProblemNotice({ id, problem }: { id: string; problem: BookingProblem | null }) {
  return (
    <div id={id} tabIndex={-1} className="outline-none">
      {problem ? (
        <div role="alert" className="mt-6 flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-red-900">
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div className="grid gap-1">
            <p className="font-semibold">{problem.title}</p>
            <p>{problem.description}</p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
