import { anonymisedCustomer } from './personal-data';

describe('anonymisedCustomer', () => {
  it('names nobody and gives an address that can never receive mail (.invalid, RFC 2606)', () => {
    expect(anonymisedCustomer('0b9c6d1e-0000-4000-8000-000000000001')).toEqual({
      name: 'Deleted customer',
      email: 'deleted-0b9c6d1e-0000-4000-8000-000000000001@invalid',
    });
  });
});
