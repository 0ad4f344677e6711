/** Where a message stands in the staff inbox: new until someone replies, closed when nothing more is owed. */
export const INBOX_STATUSES = ['new', 'replied', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

/** The longest staff note on an inbox item. */
export const MAX_NOTE_LENGTH = 2000;
