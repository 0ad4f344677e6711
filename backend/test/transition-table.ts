import type { StateMachine } from '../src/shared/domain/state-machine';

/**
 * Walks an aggregate's whole transition table against the moves the product allows, written out in the spec as
 * 'from → to': every allowed move is accepted, every other one (staying put included) refused with the aggregate's error.
 */
export function walkTransitionTable<Status extends string>(
  machine: StateMachine<Status>,
  statuses: readonly Status[],
  allowed: readonly `${Status} → ${Status}`[],
  refusal: new (...args: never[]) => Error,
): void {
  it('knows exactly these statuses', () => {
    expect([...machine.statuses].sort()).toEqual([...statuses].sort());
  });

  const moves = statuses.flatMap((from) => statuses.map((to) => [from, to, allowed.includes(`${from} → ${to}`)] as const));
  it.each(moves)('%s → %s allowed: %s', (from, to, isAllowed) => {
    if (isAllowed) expect(machine.move(from, to, {}).to).toBe(to);
    else expect(() => machine.move(from, to, {})).toThrow(refusal);
  });
}
