import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CourseBookingDto } from '../../booking/application/course-booking.dto';
import { toCourseBooking } from '../../booking/application/booking-views';
import { CourseBookingService } from '../../booking/application/course-booking.service';
import { StaffOnly } from './staff-only.decorator';

/** The paid Fear of Flying course bookings (the BOOKINGS tab); customers book them on the booking module's routes. */
@ApiTags('fear-of-flying')
@StaffOnly()
@Controller()
export class FearOfFlyingAdminController {
  constructor(private readonly courses: CourseBookingService) {}

  /** Staff: paid course bookings, newest first. */
  @Get('fear-of-flying-bookings')
  // The operation keeps the id it had beside the course's public routes, so the frontend's contract is unchanged.
  @ApiOperation({ operationId: 'FearOfFlyingController_list' })
  @ApiOkResponse({ type: CourseBookingDto, isArray: true })
  async list(): Promise<CourseBookingDto[]> {
    return (await this.courses.listForStaff()).map(toCourseBooking);
  }
}
