import { useEffect, useState } from 'react';
import type { SlotAvailability } from './api/booking-api';
import { SLOT_TAKEN_BESIDE_TIME } from './booking-form-rules';

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
  return lost ? SLOT_TAKEN_BESIDE_TIME : undefined;
}
