import etag from 'etag';

/** A value serialized once: its JSON text and the weak ETag Express would give that text. */
export interface JsonSnapshot {
  body: string;
  etag: string;
}

const snapshots = new WeakMap<object, JsonSnapshot>();

/**
 * The JSON of a value that is shared and never changed in place (an answer kept in memory, like the shop's
 * product list): serialized and hashed on first use, then reused for as long as that object lives. A route
 * sends `body` with `etag` set, so Express neither serializes nor hashes it again (and still answers 304).
 */
export function jsonSnapshot(value: object): JsonSnapshot {
  let snapshot = snapshots.get(value);
  if (!snapshot) {
    const body = JSON.stringify(value);
    snapshot = { body, etag: etag(body, { weak: true }) };
    snapshots.set(value, snapshot);
  }
  return snapshot;
}
