import { queueBoardChange } from './queue-board-audit';

describe('queueBoardChange', () => {
  it('names the queue a write acts on', () => {
    expect(queueBoardChange('PUT', '/api/queues/booking%20mail/jobs/42/retry')).toEqual({
      kind: 'queue.changed',
      subject: 'booking mail',
      summary: 'Queue board: PUT /api/queues/booking%20mail/jobs/42/retry',
    });
  });

  it('says "all queues" for pausing or resuming every queue', () => {
    expect(queueBoardChange('PUT', '/api/queues/pause').subject).toBe('all queues');
    expect(queueBoardChange('PUT', '/api/queues/resume').subject).toBe('all queues');
  });
});
