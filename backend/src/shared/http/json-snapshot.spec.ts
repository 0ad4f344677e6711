import etag from 'etag';
import { jsonSnapshot } from './json-snapshot';

describe('jsonSnapshot', () => {
  it('is the JSON and the weak ETag Express would send for the value', () => {
    const products = [{ id: 'p1', name: 'Mug', price: 1299 }];
    const snapshot = jsonSnapshot(products);
    expect(JSON.parse(snapshot.body)).toEqual(products);
    expect(snapshot.etag).toBe(etag(JSON.stringify(products), { weak: true }));
  });

  it('serializes a value once, however often it is sent; another value gets its own', () => {
    const list = [{ id: 'p1' }];
    const first = jsonSnapshot(list);
    expect(jsonSnapshot(list)).toBe(first);
    const other = jsonSnapshot([{ id: 'p2' }]);
    expect(other).not.toBe(first);
    expect(other.etag).not.toBe(first.etag);
  });
});
