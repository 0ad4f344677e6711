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
 * Fields holding a person's details (a customer's, a recipient's). The trail says they changed but keeps no value:
 * a customer's data erasure then leaves no copy here, and the subject (a reference) still finds the record.
 */
const PERSONAL_FIELDS = new Set([
  'name',
  'email',
  'phone',
  'notes',
  'participantName',
  'customerName',
  'customerEmail',
  'buyerEmail',
  'recipientName',
  'recipientEmail',
  'deliveryName',
  'deliveryAddress',
  'address',
  'postcode',
  'message',
  'giftMessage',
  'note',
  'body',
]);
export const PERSONAL_VALUE = 'personal data: not kept';

/**
 * The before and after of a change as the trail keeps them: only the fields whose value changed (compared as JSON);
 * a field on one side only is kept on that side; a creation (no before) keeps every field of after, a deletion (no
 * after) every field of before. Personal details are named, not kept.
 */
export function changedFields(
  beforeFields: object | null,
  afterFields: object | null,
): { before: AuditFields | null; after: AuditFields | null } {
  const before = beforeFields as AuditFields | null;
  const after = afterFields as AuditFields | null;
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changed = [...keys].filter((key) => JSON.stringify(before?.[key]) !== JSON.stringify(after?.[key]));
  const pick = (fields: AuditFields | null) =>
    fields &&
    Object.fromEntries(
      changed.filter((key) => key in fields).map((key) => [key, PERSONAL_FIELDS.has(key) ? PERSONAL_VALUE : fields[key]]),
    );
  return { before: pick(before), after: pick(after) };
}
