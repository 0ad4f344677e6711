/** The worker's one clock (shared with the other modules' jobs). */
export { type Clock, CLOCK } from '../../../shared/clock';
