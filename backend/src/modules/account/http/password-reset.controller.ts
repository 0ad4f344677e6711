import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { PasswordLinkService } from '../application/password-link.service';
import { SignInService } from '../application/sign-in.service';
import { StaffSignInRequiredError } from '../domain/account.errors';
import { AccountSessionDto, CompletePasswordResetDto, PasswordResetRequestedDto, RequestPasswordResetDto } from './account.dto';
import { toSessionDto } from './auth.controller';
import { PassportSession } from './passport-session';

const RESET_REQUESTED =
  'If an account exists for that email address, we have sent it a link to set a new password. The link works for 1 hour.';

/** Forgot password and the /reset-password page (also used by the set-password link of a new account). */
@ApiTags('account')
@ApiTooManyRequestsResponse({ description: 'REQUEST.RATE_LIMITED (per client address)' })
@Controller('password-reset')
export class PasswordResetController {
  constructor(
    private readonly passwordLinks: PasswordLinkService,
    private readonly passportSession: PassportSession,
    private readonly signIn: SignInService,
  ) {}

  /** Always the same answer, so it never tells whether an address has an account. */
  @Post()
  @HttpCode(202)
  @Throttle({ default: { limit: 5, ttl: 15 * 60_000 } })
  @ApiAcceptedResponse({ type: PasswordResetRequestedDto })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED: not an e-mail address' })
  async request(@Body() body: RequestPasswordResetDto): Promise<PasswordResetRequestedDto> {
    await this.passwordLinks.requestPasswordReset(body.email);
    return { message: RESET_REQUESTED };
  }

  /** Sets the password with the link's token, uses the link up and signs in under a new session. */
  @Post('confirm')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 15 * 60_000 } })
  @ApiOkResponse({ type: AccountSessionDto })
  @ApiBadRequestResponse({
    description:
      'AUTH.PASSWORD_LINK_INVALID (unknown, used or expired link) or REQUEST.VALIDATION_FAILED (password 12 to 128 characters)',
  })
  @ApiForbiddenResponse({
    description: 'AUTH.STAFF_SIGN_IN_REQUIRED: the password is set; staff sign in on the staff page with two-step sign-in',
  })
  async confirm(@Body() body: CompletePasswordResetDto, @Req() req: Request): Promise<AccountSessionDto> {
    const user = await this.passwordLinks.completePasswordReset(body.token, body.password);
    // Staff sign in on the staff page with their second factor: a password link alone never opens a staff session.
    if (this.signIn.needsSecondFactor(user)) throw new StaffSignInRequiredError();
    await this.passportSession.logIn(req, user);
    return toSessionDto(user, req.session);
  }
}
