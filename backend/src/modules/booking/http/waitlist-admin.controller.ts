import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffWaitlistDayDto } from './waitlist.dto';
import { WaitlistService } from '../application/waitlist.service';
import { DaySheetQueryDto } from './day-sheet-admin.dto';
import { StaffOnly } from '../../account/account.public';

/** A day's waitlist (docs/product.md, Staff panel: WAITLIST): who waits, in the order they joined, and what each was offered when. */
@ApiTags('admin')
@StaffOnly()
@ApiBadRequestResponse({ description: 'BOOKING.INVALID_DATE or REQUEST.VALIDATION_FAILED' })
@Controller('admin')
export class WaitlistAdminController {
  constructor(private readonly waitlist: WaitlistService) {}

  @Get('waitlist')
  @ApiOkResponse({ type: StaffWaitlistDayDto })
  day(@Query() query: DaySheetQueryDto): Promise<StaffWaitlistDayDto> {
    return this.waitlist.forDay(query.date);
  }
}
