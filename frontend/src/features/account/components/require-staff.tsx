import { useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useGetSessionQuery } from '../api/account-api';
import { isStaffRole, StaffRoleContext, type StaffRole } from '../../../lib/staff-role';
import { SessionExpiry } from './session-expiry';
import { RecoveryCodesDialog } from './recovery-codes-dialog';
import { StaffSignIn } from './staff-sign-in';

/**
 * Wraps the admin panel (/adminE3F): its children only for a staff session (owner, staff, instructor; the
 * role is given to them through StaffRoleContext), the staff sign-in form
 * otherwise. The API guards every staff route itself; this only decides what the page shows. Once the panel
 * has been shown it stays mounted when the session ends, under the sign-in prompt, so nothing typed is lost.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { data: session, isLoading } = useGetSessionQuery();
  const [staff, setStaff] = useState<{ email: string; role: StaffRole } | null>(null);
  // Shown once over the panel when this sign-in set up two-step sign-in.
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const user = session?.user;
  if (user && isStaffRole(user.role) && (user.email !== staff?.email || user.role !== staff.role)) {
    setStaff({ email: user.email, role: user.role });
  }
  if (staff) {
    return (
      <StaffRoleContext.Provider value={staff.role}>
        {children}
        <SessionExpiry email={staff.email} />
        {recoveryCodes ? <RecoveryCodesDialog codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} /> : null}
      </StaffRoleContext.Provider>
    );
  }
  if (isLoading) {
    return (
      <div className="grid min-h-[50dvh] place-items-center">
        <Spinner label="Checking your staff session" />
      </div>
    );
  }
  return <StaffSignIn signedInAs={session?.user} onRecoveryCodes={setRecoveryCodes} />;
}
