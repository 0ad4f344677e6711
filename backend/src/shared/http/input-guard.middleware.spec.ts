import { inputProblem, MAX_ARRAY_LENGTH, MAX_JSON_DEPTH } from './input-guard.middleware';

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
};
const codeOf = (value: unknown) => (inputProblem(value)?.getResponse() as { code?: string } | undefined)?.code ?? null;

describe('inputProblem (the edge guard)', () => {
  it('passes ordinary JSON, query objects without a prototype, and Buffers untouched', () => {
    expect(codeOf({ name: 'Zoë ✈️', tags: ['a', 'b'], nested: nested(MAX_JSON_DEPTH - 1) })).toBeNull();
    expect(codeOf(Object.assign(Object.create(null), { q: 'x' }))).toBeNull();
    expect(codeOf(Buffer.alloc(100_000))).toBeNull();
  });

  it('refuses NUL characters in values and keys, anywhere', () => {
    expect(codeOf({ a: { b: ['ok', 'n\u0000l'] } })).toBe('REQUEST.NUL_CHARACTER');
    expect(codeOf({ ['k\u0000']: 1 })).toBe('REQUEST.NUL_CHARACTER');
  });

  it('refuses lone surrogates but not astral characters', () => {
    expect(codeOf({ a: 'half \uD800' })).toBe('REQUEST.INVALID_UNICODE');
    expect(codeOf({ a: '\uDC00 reversed' })).toBe('REQUEST.INVALID_UNICODE');
    expect(codeOf({ a: '𝓤 ✈️' })).toBeNull();
  });

  it(`refuses nesting deeper than ${MAX_JSON_DEPTH} and lists longer than ${MAX_ARRAY_LENGTH}, without recursion`, () => {
    expect(codeOf(nested(MAX_JSON_DEPTH + 1))).toBe('REQUEST.TOO_DEEP');
    expect(codeOf(nested(100_000))).toBe('REQUEST.TOO_DEEP');
    expect(codeOf({ list: Array.from({ length: MAX_ARRAY_LENGTH }, () => 0) })).toBeNull();
    expect(codeOf({ list: Array.from({ length: MAX_ARRAY_LENGTH + 1 }, () => 0) })).toBe('REQUEST.ARRAY_TOO_LONG');
  });
});
