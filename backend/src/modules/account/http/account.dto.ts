import { ApiProperty } from '@nestjs/swagger';
import {
  emailProblem,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  passwordProblem,
  ROLES,
  type Role,
} from '../domain/user';
import { trim } from '../../../shared/http/customer-contact.dto';
import { Satisfies } from '../../../shared/validation/satisfies';

const MISSING_CREDENTIALS = 'Please enter both email and password.';
const loginEmailProblem = (value: unknown) =>
  typeof value !== 'string' || !value.trim()
    ? MISSING_CREDENTIALS
    : value.length > MAX_EMAIL_LENGTH
      ? `An email address has at most ${MAX_EMAIL_LENGTH} characters.`
      : null;
// Sign-in accepts any stored password length; 128 is the most a password can have (ASVS 2.1.2).
const loginPasswordProblem = (value: unknown) =>
  typeof value !== 'string' || !value
    ? MISSING_CREDENTIALS
    : [...value].length > MAX_PASSWORD_LENGTH
      ? 'Invalid credentials'
      : null;

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
const tokenProblem = (value: unknown) => (typeof value === 'string' && TOKEN.test(value) ? null : 'This link is not valid.');

export class LoginDto {
  @ApiProperty({ maxLength: MAX_EMAIL_LENGTH, example: 'amelia@example.com' })
  @Satisfies('email', loginEmailProblem)
  email: string;

  @ApiProperty({ maxLength: MAX_PASSWORD_LENGTH, format: 'password' })
  @Satisfies('password', loginPasswordProblem)
  password: string;
}

const codeProblem = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.length <= 20)
    ? null
    : 'Please enter the code from your authenticator app.';

/** Sign-in: staff also send the second factor once asked for it (AUTH.TWO_FACTOR_REQUIRED / …ENROLMENT_REQUIRED). */
export class SignInDto extends LoginDto {
  @ApiProperty({
    required: false,
    maxLength: 20,
    example: '123456',
    description: "Staff: the authenticator app's 6-digit code or a recovery code",
  })
  @Satisfies('code', codeProblem)
  code?: string;
}

export class TwoFactorEnrolmentDto {
  @ApiProperty({ description: 'The secret in Base32, for typing into an app by hand' }) secret: string;
  @ApiProperty({ description: 'otpauth:// URI (RFC 6238 key URI)' }) uri: string;
  @ApiProperty({ description: 'The QR code of the URI, a PNG data URL' }) qrCode: string;
}

export class AccountUserDto {
  @ApiProperty() name: string;
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({
    enum: ROLES,
    enumName: 'Role',
    description: 'owner, staff and instructor reach the staff pages (each route says which)',
  })
  role: Role;
}

export class AccountSessionDto {
  @ApiProperty({ type: AccountUserDto }) user: AccountUserDto;
  @ApiProperty({
    type: 'integer',
    example: 1800,
    description: 'Seconds the session lasts unused: every API request starts the time again',
  })
  idleSeconds: number;
  @ApiProperty({ format: 'date-time', description: 'When the session ends if no other request is made (this answer renews it)' })
  expiresAt: string;
  @ApiProperty({
    required: false,
    type: [String],
    description:
      "Only on the sign-in that completes a staff member's two-step enrolment: the 10 one-time recovery codes, shown once",
  })
  recoveryCodes?: string[];
}

export class RequestPasswordResetDto {
  @ApiProperty({ format: 'email', maxLength: MAX_EMAIL_LENGTH })
  @trim
  @Satisfies('email', emailProblem)
  email: string;
}

export class PasswordResetRequestedDto {
  @ApiProperty({ description: 'The same text whether or not the address has an account' })
  message: string;
}

export class CompletePasswordResetDto {
  @ApiProperty({ description: 'The token from the link in the e-mail', minLength: 20, maxLength: 200 })
  @Satisfies('token', tokenProblem)
  token: string;

  @ApiProperty({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH, format: 'password' })
  @Satisfies('password', passwordProblem)
  password: string;
}

export class DeleteAccountDto {
  @ApiProperty({ maxLength: MAX_PASSWORD_LENGTH, format: 'password', description: 'The account password, asked again' })
  @Satisfies('password', loginPasswordProblem)
  password: string;
}
