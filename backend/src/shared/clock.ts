/** The time now; tests replace it to run the worker's jobs as if at another moment (a reminder or a gift falling due). */
export type Clock = () => Date;
export const CLOCK = Symbol('CLOCK');
