import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import {
  emailProblem,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  nameProblem,
  STAFF_ROLES,
  type StaffRole,
} from '../application/staff-access';
import { trim } from '../../../shared/http/customer-contact.dto';
import { Satisfies } from '../../../shared/validation/satisfies';

const ROLE_MESSAGE = 'Please choose a role: owner, staff or instructor.';

export class StaffMemberDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' }) role: StaffRole;
  @ApiProperty({ description: 'False once the owner deactivated the account (it cannot sign in)' }) active: boolean;
  @ApiProperty({ description: 'Whether they have chosen a password from their invitation' }) passwordSet: boolean;
  @ApiProperty({ description: 'Whether two-step sign-in is set up' }) twoFactorEnrolled: boolean;
  @ApiProperty({ description: 'The signed-in owner themselves (nobody changes their own role or access)' }) you: boolean;
}

export class InviteStaffDto {
  @ApiProperty({ maxLength: MAX_NAME_LENGTH, example: 'Amy Johnson' })
  @trim
  @Satisfies('name', nameProblem)
  name: string;

  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH })
  @trim
  @Satisfies('email', emailProblem)
  email: string;

  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role: StaffRole;
}

export class ChangeStaffRoleDto {
  @ApiProperty({ enum: STAFF_ROLES, enumName: 'StaffRole' })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role: StaffRole;
}

export class ChangeStaffAccessDto {
  @ApiProperty({ description: 'false deactivates (their sessions end at once), true reactivates' })
  @IsBoolean({ message: 'Please say whether the account is active (true or false).' })
  active: boolean;
}
