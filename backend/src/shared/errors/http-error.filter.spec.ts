import { toErrorBody } from './http-error.filter';

describe('toErrorBody', () => {
  it('answers 503 when the database or Redis is unreachable, not 500', () => {
    expect(toErrorBody(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }), 'c1')).toEqual({
      statusCode: 503,
      code: 'SERVICE.UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again.',
      correlationId: 'c1',
    });
    expect(toErrorBody(new Error('Connection terminated unexpectedly'), 'c2').statusCode).toBe(503);
    expect(toErrorBody(Object.assign(new Error('terminating connection'), { code: '57P01' }), 'c3').statusCode).toBe(503);
  });

  it('hides anything else behind a 500 without details', () => {
    expect(toErrorBody(new TypeError('x is undefined'), 'c4')).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
      correlationId: 'c4',
    });
  });
});
