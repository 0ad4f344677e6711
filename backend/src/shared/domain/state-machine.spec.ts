import { defineEvent } from '../outbox/domain-event';
import { StateMachine, Transition } from './state-machine';

class RefusedMove extends Error {}

const lamp = new StateMachine<'off' | 'on' | 'broken'>({ off: ['on'], on: ['off', 'broken'], broken: [] }, (from, to) => new RefusedMove(`${from} → ${to}`));

describe('StateMachine', () => {
  it('builds a transition for an allowed move, with its changes and events', () => {
    const event = defineEvent<{ lampId: string }>()('lamp.lit')({ lampId: 'l1' });
    const lit = lamp.move('off', 'on', { litAt: 1 }, [event]);
    expect([lit.from, lit.to, lit.changes, lit.events]).toEqual(['off', 'on', { litAt: 1 }, [event]]);
  });

  it("refuses a move outside the table with the aggregate's error, even one built directly", () => {
    expect(() => lamp.move('broken', 'on', {})).toThrow(new RefusedMove('broken → on'));
    expect(() => new Transition(lamp, 'off', 'broken', {}, [])).toThrow(RefusedMove);
  });

  it('lists its statuses in the order of the table', () => {
    expect(lamp.statuses).toEqual(['off', 'on', 'broken']);
  });
});
