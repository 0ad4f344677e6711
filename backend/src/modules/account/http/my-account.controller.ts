import { Body, Controller, Delete, Get, Header, HttpCode, Req, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiForbiddenResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { PersonalDataService } from '../application/personal-data.service';
import { NotSignedInError } from '../domain/account.errors';
import { DeleteAccountDto } from './account.dto';
import { PassportSession } from './passport-session';

/** "Your data" on the dashboard: download everything held about you, or delete your account. */
@ApiTags('account')
@Controller('my-account')
export class MyAccountController {
  constructor(
    private readonly personalData: PersonalDataService,
    private readonly passportSession: PassportSession,
  ) {}

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Disposition', 'attachment; filename="my-skyward-data.json"')
  @ApiOkResponse({ description: 'The account, bookings, orders (with vouchers), contact messages and newsletter consent, as JSON' })
  @ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED' })
  async export(@Req() req: Request): Promise<Record<string, unknown>> {
    if (!req.user) throw new NotSignedInError();
    return this.personalData.exportFor(req.user);
  }

  @Delete()
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted: bookings and orders kept for the accounts are anonymised; every session of the account ends' })
  @ApiUnauthorizedResponse({ description: 'AUTH.UNAUTHENTICATED' })
  @ApiForbiddenResponse({ description: 'ACCOUNT.PASSWORD_INCORRECT, or ACCOUNT.STAFF_CANNOT_DELETE' })
  @ApiConflictResponse({ description: 'ACCOUNT.UPCOMING_BOOKINGS: cancel them first' })
  async delete(@Body() body: DeleteAccountDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    if (!req.user) throw new NotSignedInError();
    await this.personalData.deleteAccount(req.user, body.password);
    await this.passportSession.logOut(req, res);
  }
}
