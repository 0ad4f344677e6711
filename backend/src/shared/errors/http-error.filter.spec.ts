import { BadRequestException } from '@nestjs/common';
import { DomainError } from './domain-error';
import { toErrorBody } from './http-error.filter';

describe('toErrorBody', () => {
  it("sends a domain error's details next to its code, never in place of the usual fields", () => {
    class RefusedError extends DomainError {
      readonly code = 'TEST.REFUSED';
      readonly kind = 'conflict';
      override readonly details = { bookings: [{ id: 'b1' }], code: 'SPOOFED' };
    }
    expect(toErrorBody(new RefusedError('Refused.'), 'c0')).toEqual({
      statusCode: 409,
      code: 'TEST.REFUSED',
      message: 'Refused.',
      correlationId: 'c0',
      bookings: [{ id: 'b1' }],
    });
  });

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

  it('answers a lost race that outlived its retries with 409 and what Postgres cannot store with 400, not 500', () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { driverError: { code: '40P01' } });
    expect(toErrorBody(deadlock, 'c5')).toMatchObject({ statusCode: 409, code: 'REQUEST.CONCURRENT_UPDATE' });
    expect(toErrorBody(Object.assign(new Error('could not serialize'), { code: '40001' }), 'c6').statusCode).toBe(409);
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(toErrorBody(nul, 'c7')).toMatchObject({ statusCode: 400, code: 'REQUEST.INVALID_DATA' });
  });

  it("words a parse pipe's refused route id as a sentence", () => {
    expect(toErrorBody(new BadRequestException('Validation failed (uuid is expected)'), 'c8')).toMatchObject({
      statusCode: 400,
      code: 'REQUEST.INVALID',
      message: 'The address names no record: its id is not valid.',
    });
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
