import { formatDayAndTime } from '../../../lib/dates';
import type { AuditEntry } from '../api/audit-api';

/** A changed field's value as staff read it: text as is, anything else as its JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function Fields({ label, fields }: { label: string; fields: Record<string, unknown> | null }) {
  if (!fields || Object.keys(fields).length === 0) return null;
  return (
    <div className="min-w-0">
      <p className="font-semibold text-navy-600">{label}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 break-words">
        {Object.entries(fields).map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="text-navy-600">{field}</dt>
            <dd className="min-w-0 break-all">{shown(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The trail's entries, newest first: when, who, the sentence, and the changed fields before and after. */
export function AuditEntries({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p className="text-navy-600">No changes match these filters.</p>;
  return (
    <ol className="grid gap-3" aria-label="Changes">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-2 rounded-lg bg-white p-3 text-sm shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <p className="font-semibold">{entry.summary}</p>
            <p className="text-navy-600">{formatDayAndTime(entry.at)}</p>
          </div>
          <p className="text-navy-600">
            {entry.actorEmail ?? 'The system'} ({entry.actorRole}) · {entry.kind} · {entry.subject}
          </p>
          {entry.before || entry.after ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <Fields label="Before" fields={entry.before} />
              <Fields label="After" fields={entry.after} />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
