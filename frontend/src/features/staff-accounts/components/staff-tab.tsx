import { Badge } from '../../../components/ui/badge';
import { ActionDialog } from '../../../components/ui/action-dialog';
import { Card } from '../../../components/ui/card';
import { SelectOptions } from '../../../components/ui/field';
import { fieldClasses } from '../../../components/ui/field-styles';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/toast/use-toast';
import {
  useChangeStaffAccessMutation,
  useChangeStaffRoleMutation,
  useGetStaffQuery,
  useResetStaffTwoFactorMutation,
  type StaffMember,
  type StaffRole,
} from '../api/staff-accounts-api';
import { ROLE_LABELS, ROLE_OPTIONS } from '../staff-role-labels';
import { InviteStaffForm } from './invite-staff-form';

function StaffRow({ member }: { member: StaffMember }) {
  const { toast, toastApiError } = useToast();
  const [changeRole, { isLoading: changingRole }] = useChangeStaffRoleMutation();
  const [changeAccess] = useChangeStaffAccessMutation();
  const [resetTwoFactor] = useResetStaffTwoFactorMutation();
  const roleId = `staff-role-${member.id}`;

  const onRole = async (role: StaffRole) => {
    try {
      await changeRole({ id: member.id, role }).unwrap();
      toast({ title: 'Role changed', description: `${member.name} is now ${ROLE_LABELS[role].toLowerCase()}.` });
    } catch (error) {
      toastApiError('Role not changed', error);
    }
  };

  return (
    <li className="grid gap-3 rounded-lg border border-navy-100 bg-white p-4 md:grid-cols-[1fr_10rem_auto] md:items-center">
      <div className="min-w-0">
        <p className="font-semibold">
          {member.name} {member.you ? <Badge variant="muted">You</Badge> : null}
        </p>
        <p className="text-sm break-all text-navy-600">{member.email}</p>
        <p className="mt-1 flex flex-wrap gap-1.5 text-xs">
          {member.active ? null : <Badge>Deactivated</Badge>}
          <Badge variant="muted">{member.passwordSet ? 'Password set' : 'Invited'}</Badge>
          <Badge variant="muted">{member.twoFactorEnrolled ? 'Two-step sign-in on' : 'Two-step sign-in not set up'}</Badge>
        </p>
      </div>
      <div className="grid gap-1">
        <label htmlFor={roleId} className="text-xs font-semibold text-navy-600">
          Role
        </label>
        <select
          id={roleId}
          className={`${fieldClasses} h-10`}
          value={member.role}
          disabled={member.you || changingRole}
          onChange={(event) => void onRole(event.target.value as StaffRole)}
        >
          <SelectOptions options={ROLE_OPTIONS} />
        </select>
      </div>
      {member.you ? (
        <p className="text-sm text-navy-600">Another owner changes your own account.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <ActionDialog
            opener={{
              text: member.active ? 'DEACTIVATE' : 'REACTIVATE',
              label: `${member.active ? 'Deactivate' : 'Reactivate'} ${member.name}`,
            }}
            title={member.active ? `Deactivate ${member.name}?` : `Reactivate ${member.name}?`}
            description={
              member.active
                ? 'They are signed out at once and cannot sign in until an owner reactivates them. Their bookings and history stay.'
                : 'They can sign in again with their password and two-step sign-in.'
            }
            confirm={
              member.active ? { text: 'DEACTIVATE', busy: 'Deactivating…' } : { text: 'REACTIVATE', busy: 'Reactivating…' }
            }
            onConfirm={async () => {
              await changeAccess({ id: member.id, active: !member.active }).unwrap();
              return { title: member.active ? 'Deactivated' : 'Reactivated', description: member.name };
            }}
          />
          {member.twoFactorEnrolled ? (
            <ActionDialog
              opener={{ text: 'RESET TWO-STEP', label: `Reset two-step sign-in of ${member.name}` }}
              title={`Reset two-step sign-in of ${member.name}?`}
              description="For a lost or changed phone: they are signed out, their recovery codes stop working, and they set up two-step sign-in again at their next sign-in."
              confirm={{ text: 'RESET', busy: 'Resetting…' }}
              onConfirm={async () => {
                await resetTwoFactor(member.id).unwrap();
                return { title: 'Two-step sign-in reset', description: `${member.name} sets it up again at their next sign-in.` };
              }}
            />
          ) : null}
        </div>
      )}
    </li>
  );
}

/** The owner's STAFF tab (docs/product.md, Staff panel): colleagues, their roles and access, and inviting a new one. */
export function StaffTab() {
  const { data: staff, isLoading, isError, refetch } = useGetStaffQuery();
  return (
    <div className="grid gap-6">
      <InviteStaffForm />
      <Card className="grid gap-4">
        <h2 className="text-2xl">STAFF</h2>
        <p className="text-navy-700">
          Owners reach everything and manage staff; staff run the day's bookings, enquiries, orders, vouchers and closures;
          instructors see their own schedule.
        </p>
        {isLoading ? <Spinner label="Loading staff" /> : null}
        {isError ? <LoadError what="the staff" onRetry={() => void refetch()} /> : null}
        {staff ? (
          <ul aria-label="Staff accounts" className="grid gap-3">
            {staff.map((member) => (
              <StaffRow key={member.id} member={member} />
            ))}
          </ul>
        ) : null}
      </Card>
    </div>
  );
}
