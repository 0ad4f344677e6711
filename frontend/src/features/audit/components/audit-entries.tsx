import { formatDayAndTime } from '../../../lib/dates';
import { formatPence } from '../../../lib/money';
import type { AuditEntry } from '../api/audit-api';

/** Fields the trail keeps in integer pence: named '…Pence', and a booking's totalPrice. */
const isMoney = (field: string) => /(Pence|^totalPrice)$/.test(field);
const MOMENT = /^\d{4}-\d\d-\d\dT\d\d:\d\d/;

/** A field's name as staff read it: '60-minutes pricePence' → '60-minutes price', 'cashReceivedAt' → 'cash received at'. */
const fieldName = (field: string) =>
  field
    .replace(/Pence$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** A changed field's value as staff read it: money in pounds, moments in the panel's style, other text as is. */
function shown(field: string, value: unknown): string {
  if (typeof value === 'number' && isMoney(field)) return formatPence(value);
  if (typeof value === 'string') return MOMENT.test(value) ? formatDayAndTime(value) : value;
  return value === null ? '—' : JSON.stringify(value);
}

function Fields({ label, fields }: { label: string; fields: Record<string, unknown> | null }) {
  if (!fields || Object.keys(fields).length === 0) return null;
  return (
    <div className="min-w-0">
      <p className="font-semibold text-navy-600">{label}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-2 break-words">
        {Object.entries(fields).map(([field, value]) => (
          <div key={field} className="contents">
            <dt className="text-navy-600">{fieldName(field)}</dt>
            <dd className="min-w-0 break-all">{shown(field, value)}</dd>
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
