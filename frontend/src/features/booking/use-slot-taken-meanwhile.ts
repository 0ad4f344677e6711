import { useEffect, useState } from 'react';
import type { SlotAvailability } from './api/booking-api';

/** Said beside the times when the one chosen was booked (or closed) by someone else while the form was open. */
export const SLOT_TAKEN_MEANWHILE = 'That time slot has just been taken. Please choose another time.';

/**
 * A chosen time that the day's slots (kept live) no longer offer is unselected, everything else typed is kept, and,
 * unless it simply started, the reason is returned to show beside the times until another is chosen.
 */
export function useSlotTakenMeanwhile(slots: SlotAvailability[] | undefined, selected: string | undefined, unselect: () => void) {
  const [lost, setLost] = useState(false);
  useEffect(() => {
    const slot = selected ? slots?.find((candidate) => candidate.time === selected) : undefined;
    if (!slot || slot.available) return;
    setLost(slot.reason !== 'past');
    unselect();
  }, [slots, selected, unselect]);
  useEffect(() => {
    if (selected) setLost(false);
  }, [selected]);
  return lost ? SLOT_TAKEN_MEANWHILE : undefined;
}
