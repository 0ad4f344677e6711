import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NotSignedInError } from '../domain/account.errors';
import type { SessionUser } from '../domain/user';
import { SignInService } from '../application/sign-in.service';
import { AccountSessionDto, LoginDto, SignInDto, TwoFactorEnrolmentDto } from './account.dto';
import { PassportSession } from './passport-session';
import { RetryAfterFilter } from './retry-after.filter';

/** The session as the browser sees it: who, and how long it lasts unused (every answer, this one too, renews it). */
export const toSessionDto = (user: SessionUser, session: Request['session']): AccountSessionDto => {
  const idleMs = session.cookie.originalMaxAge ?? 0;
  return {
    user: { name: user.name, email: user.email, role: user.role },
    idleSeconds: Math.round(idleMs / 1000),
    expiresAt: new Date(Date.now() + idleMs).toISOString(),
  };
};

/** Sign in, sign out and the current session (docs/product.md, Accounts). */
@ApiTags('account')
@Controller()
export class AuthController {
  constructor(
    private readonly passportSession: PassportSession,
    private readonly signIn: SignInService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @UseFilters(RetryAfterFilter)
  @ApiOkResponse({ type: AccountSessionDto, description: 'Signed in; the session cookie is set under a new session id' })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED: email or password missing or not text' })
  @ApiUnauthorizedResponse({
    description:
      'AUTH.INVALID_CREDENTIALS, the same for an unknown e-mail, a wrong password and a deactivated account; staff with the right password: ' +
      'AUTH.TWO_FACTOR_REQUIRED (send `code`), AUTH.TWO_FACTOR_ENROLMENT_REQUIRED (POST /api/login/two-factor first), AUTH.TWO_FACTOR_INVALID',
  })
  @ApiTooManyRequestsResponse({
    description:
      'AUTH.TOO_MANY_ATTEMPTS after 5 failures on the account from this address, or 20 from this address, in 15 minutes; Retry-After says when',
  })
  async login(
    @Body() _credentials: SignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountSessionDto> {
    const { user, recoveryCodes } = await this.passportSession.authenticate(req, res);
    await this.passportSession.logIn(req, user);
    return { ...toSessionDto(user, req.session), ...(recoveryCodes ? { recoveryCodes } : {}) };
  }

  /** A staff member's first sign-in: after the password, a new authenticator secret and its QR code (docs/product.md, Staff panel). */
  @Post('login/two-factor')
  @HttpCode(200)
  @UseFilters(RetryAfterFilter)
  @ApiOkResponse({ type: TwoFactorEnrolmentDto, description: 'Scan the QR code, then sign in with the code the app shows' })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED: email or password missing or not text' })
  @ApiUnauthorizedResponse({
    description: 'AUTH.INVALID_CREDENTIALS; AUTH.TWO_FACTOR_REQUIRED when two-step sign-in is set up already',
  })
  @ApiForbiddenResponse({ description: 'AUTH.FORBIDDEN: the account signs in without a second factor' })
  @ApiTooManyRequestsResponse({ description: 'AUTH.TOO_MANY_ATTEMPTS, counted with the sign-ins' })
  startTwoFactorEnrolment(@Body() credentials: LoginDto, @Req() req: Request): Promise<TwoFactorEnrolmentDto> {
    return this.signIn.startEnrolment(credentials.email, credentials.password, req.ip ?? 'unknown');
  }

  @Post('logout')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'The session is destroyed (also when there was none)' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.passportSession.logOut(req, res);
  }

  @Get('session')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: AccountSessionDto })
  @ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED: nobody is signed in' })
  session(@Req() req: Request): AccountSessionDto {
    if (!req.user) throw new NotSignedInError();
    return toSessionDto(req.user, req.session);
  }
}
