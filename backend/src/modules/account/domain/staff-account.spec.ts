import { LastOwnerError, StaffSelfChangeError } from './account.errors';
import { staffChangeRefusal } from './staff-account';

const owner = { id: 'b', role: 'owner' as const, deactivatedAt: null };

describe('staff changes that would lock the business out', () => {
  it('refuses any change to oneself', () => {
    expect(staffChangeRefusal('b', owner, { role: 'owner' }, 3)).toBeInstanceOf(StaffSelfChangeError);
  });

  it('refuses to demote or deactivate the last active owner, and allows it when another owner remains', () => {
    expect(staffChangeRefusal('a', owner, { role: 'staff' }, 1)).toBeInstanceOf(LastOwnerError);
    expect(staffChangeRefusal('a', owner, { active: false }, 1)).toBeInstanceOf(LastOwnerError);
    expect(staffChangeRefusal('a', owner, { role: 'staff' }, 2)).toBeNull();
    expect(staffChangeRefusal('a', owner, { active: true }, 1)).toBeNull();
    expect(staffChangeRefusal('a', { ...owner, role: 'staff' }, { active: false }, 1)).toBeNull();
  });
});
