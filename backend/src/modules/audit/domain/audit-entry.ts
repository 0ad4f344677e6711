/** Who made a change: a signed-in staff member, or the site itself (a job, the worker) as 'system'. */
export interface AuditActor {
  /** The staff member's account id; null for the system. */
  id: string | null;
  /** Their e-mail as it was when they made the change; null for the system. */
  email: string | null;
  /** Their role then ('owner', 'staff', …), or 'system'. */
  role: string;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, role: 'system' };

/** The fields of a change worth keeping: plain JSON values by field name. */
export type AuditFields = Record<string, unknown>;

/** What a use case tells the trail about a change it is making (the actor and the time are added by the trail). */
export interface AuditChange {
  /** A stable name of what was done, `<area>.<verb>`: 'booking.cancelled', 'experience.changed'. */
  kind: string;
  /** What was changed: an id or a reference (a booking's SKY-… reference), never a person's name or e-mail. */
  subject: string;
  /** One sentence a person reads: 'Cancelled booking SKY-ABC123 with a refund of £45.00'. */
  summary: string;
  before?: AuditFields | null;
  after?: AuditFields | null;
}

/** One row of the trail, as written: never changed, never deleted. */
export interface AuditEntry extends Required<AuditChange> {
  id: string;
  at: Date;
  actor: AuditActor;
}

/**
 * Keeps only the fields whose value changed between before and after (compared as JSON), so an entry names what
 * the change was; fields present on one side only are kept on that side.
 */
export function changedFields(before: AuditFields, after: AuditFields): { before: AuditFields; after: AuditFields } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const pick = (fields: AuditFields) => Object.fromEntries(changed.filter((key) => key in fields).map((key) => [key, fields[key]]));
  return { before: pick(before), after: pick(after) };
}
