import { Body, Controller, Get, Header, HttpCode, Post, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NotSignedInError } from '../domain/account.errors';
import type { SessionUser } from '../domain/user';
import { AccountSessionDto, LoginDto } from './account.dto';
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
  constructor(private readonly passportSession: PassportSession) {}

  @Post('login')
  @HttpCode(200)
  @UseFilters(RetryAfterFilter)
  @ApiOkResponse({ type: AccountSessionDto, description: 'Signed in; the session cookie is set under a new session id' })
  @ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED: email or password missing or not text' })
  @ApiUnauthorizedResponse({ description: 'AUTH.INVALID_CREDENTIALS, the same for an unknown e-mail and a wrong password' })
  @ApiTooManyRequestsResponse({
    description:
      'AUTH.TOO_MANY_ATTEMPTS after 5 failures on the account from this address, or 20 from this address, in 15 minutes; Retry-After says when',
  })
  async login(
    @Body() _credentials: LoginDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AccountSessionDto> {
    const user = await this.passportSession.authenticate(req, res);
    await this.passportSession.logIn(req, user);
    return toSessionDto(user, req.session);
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
