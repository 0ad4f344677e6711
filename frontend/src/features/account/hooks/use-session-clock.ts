import { useEffect, useState } from 'react';
import { useAppSelector, type RootState } from '../../../lib/store-hooks';
import type { ApiError } from '../../../lib/api-error';
import { useGetSessionQuery } from '../api/account-api';

/** How long before the session ends the panel warns (docs/product.md, Staff panel). */
export const SESSION_WARNING_MS = 2 * 60_000;

export type SessionPhase = 'active' | 'warning' | 'expired';

interface RequestEntry {
  endpointName?: string;
  status?: string;
  data?: unknown;
  error?: unknown;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

const isRefusal = (entry: RequestEntry) =>
  (entry.status === 'rejected' && (entry.error as Partial<ApiError> | undefined)?.status === 401) ||
  (entry.endpointName === 'getSession' && entry.status === 'fulfilled' && entry.data === null);

/**
 * When the API last answered with the session alive and when it last refused it (401). Every answer renews the
 * rolling session, so the last one starts its idle time again; any request of the panel counts, whichever tab made it.
 */
function sessionAnswers(state: RootState): { answeredAt: number; refusedAt: number } {
  let answeredAt = 0;
  let refusedAt = 0;
  const entries = [...Object.values(state.api.queries), ...Object.values(state.api.mutations)] as (RequestEntry | undefined)[];
  for (const entry of entries) {
    if (!entry) continue;
    // A refused request keeps the time of its last success: when it was asked is when the session was found gone.
    const askedAt = entry.status === 'rejected' ? (entry.startedTimeStamp ?? 0) : (entry.fulfilledTimeStamp ?? 0);
    if (isRefusal(entry)) refusedAt = Math.max(refusedAt, askedAt);
    else if (entry.status === 'fulfilled' || entry.status === 'rejected') answeredAt = Math.max(answeredAt, askedAt);
  }
  return { answeredAt, refusedAt };
}

/**
 * The staff session's clock: 'warning' in its last two minutes, 'expired' once its idle time has passed since the
 * last answer or the API refused it. `renew` asks the API once, which rolls the session on.
 */
export function useSessionClock(): { phase: SessionPhase; idleMinutes: number; renew: () => void } {
  const { data: session, refetch } = useGetSessionQuery();
  const answeredAt = useAppSelector((state) => sessionAnswers(state).answeredAt);
  const refusedAt = useAppSelector((state) => sessionAnswers(state).refusedAt);
  const idleMs = (session?.idleSeconds ?? 0) * 1000;
  const endsAt = answeredAt + idleMs;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!idleMs) return;
    const next = [endsAt - SESSION_WARNING_MS, endsAt].find((moment) => moment > now);
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(Date.now()), next - now + 50);
    return () => clearTimeout(timer);
  }, [endsAt, idleMs, now]);

  // A fresh answer moves the clock on at once.
  useEffect(() => setNow(Date.now()), [answeredAt, refusedAt]);

  const phase: SessionPhase =
    refusedAt > answeredAt || (idleMs > 0 && now >= endsAt) ? 'expired' : idleMs > 0 && now >= endsAt - SESSION_WARNING_MS ? 'warning' : 'active';
  return { phase, idleMinutes: Math.round(idleMs / 60_000), renew: () => void refetch() };
}
