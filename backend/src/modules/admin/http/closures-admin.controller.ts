import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, UnauthorizedException } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { StaffOnly } from './staff-only.decorator';
import { ClosureService, type SlotClosure } from '../../booking/application/closure.service';
import { ClosureConflictDto, ClosureDto, CreateClosureDto } from './closure-admin.dto';

const toClosureDto = (closure: SlotClosure): ClosureDto => ({
  id: closure.id,
  date: closure.date,
  timeSlot: closure.timeSlot,
  reason: closure.reason,
  createdAt: closure.createdAt.toISOString(),
});

/** Staff close a day or some slots (the admin CLOSURES tab) and reopen them. */
@ApiTags('booking-admin')
@StaffOnly()
@Controller('admin/closures')
export class ClosuresAdminController {
  constructor(private readonly closures: ClosureService) {}

  /** Closures from today on, by date then slot. */
  @Get()
  @ApiOkResponse({ type: ClosureDto, isArray: true })
  async upcoming(): Promise<ClosureDto[]> {
    return (await this.closures.upcoming()).map(toClosureDto);
  }

  /** Closes the whole day, or the given slots; refused while bookings keep that time. */
  @Post()
  @ApiCreatedResponse({ type: ClosureDto, isArray: true, description: 'One closure per slot, or one for the whole day' })
  @ApiConflictResponse({
    type: ClosureConflictDto,
    description: 'BOOKING.CLOSURE_HAS_BOOKINGS (with the bookings) or BOOKING.ALREADY_CLOSED',
  })
  async close(@Body() body: CreateClosureDto, @Req() req: Request): Promise<ClosureDto[]> {
    if (!req.user) throw new UnauthorizedException();
    return (await this.closures.close(body, req.user.id)).map(toClosureDto);
  }

  /** Reopens the closed time. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  async reopen(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    await this.closures.reopen(id);
  }
}
