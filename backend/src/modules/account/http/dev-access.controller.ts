import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Request } from 'express';
import { OpenBeforeLaunch } from '../../../shared/http/open-before-launch.decorator';
import { DevAccessService } from '../application/dev-access.service';
import { DevAccessStatusDto, DevAccessVerifiedDto, VerifyDevAccessDto } from './verify-dev-access.dto';

@ApiTags('dev-access')
@OpenBeforeLaunch()
@Controller('dev-auth')
export class DevAccessController {
  constructor(private readonly devAccess: DevAccessService) {}

  @Get('status')
  @ApiOkResponse({ type: DevAccessStatusDto })
  status(@Req() request: Request): DevAccessStatusDto {
    return this.devAccess.status(request.session?.devAccess);
  }

  @Post('verify')
  @HttpCode(200)
  @Throttle({ default: { limit: 10, ttl: 15 * 60_000 } })
  @ApiOkResponse({ type: DevAccessVerifiedDto })
  async verify(@Body() body: VerifyDevAccessDto, @Req() request: Request): Promise<DevAccessVerifiedDto> {
    await this.devAccess.verify(body.password);
    request.session.devAccess = true;
    return { authenticated: true };
  }
}
