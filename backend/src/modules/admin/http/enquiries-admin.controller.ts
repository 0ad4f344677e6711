import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../../account/account.public';
import { StaffChanges } from '../../audit/audit.public';
import { referenceOf } from '../../../shared/reference';
import { type CourseBooking, CourseInboxService } from '../../booking/booking.public';
import { type ContactMessage, EnquiryService } from '../../enquiry/enquiry.public';
import { EnquiryListQueryDto, StaffEnquiryDto, StaffEnquiryPageDto, UpdateEnquiryDto } from './enquiries-admin.dto';

const toStaffEnquiry = (message: ContactMessage): StaffEnquiryDto => ({
  kind: 'contact',
  id: message.id,
  name: message.name,
  email: message.email,
  phone: message.phone,
  enquiryType: message.enquiryType,
  message: message.message,
  status: message.status,
  note: message.note,
  createdAt: message.createdAt.toISOString(),
});

/** A paid Fear of Flying course as an inbox item: staff call or write to arrange its date. */
const toCourseEnquiry = (course: CourseBooking): StaffEnquiryDto => ({
  kind: 'course',
  id: course.id,
  name: course.name,
  email: course.email,
  phone: course.phone ?? '',
  enquiryType: null,
  message: [
    `Fear of Flying course (ref ${referenceOf(course.id)}), paid: awaiting a date.`,
    `Preferred date: ${course.preferredDate ?? 'none given'}.`,
    ...(course.status === 'paid' ? ['The customer has not sent their details yet.'] : []),
    ...(course.notes ? [`Notes: ${course.notes}`] : []),
  ].join('\n'),
  status: course.inboxStatus,
  note: course.staffNote,
  createdAt: course.createdAt.toISOString(),
});

/** The ENQUIRIES tab: contact messages and courses awaiting a date, newest first, their status and the staff note. */
@ApiTags('admin')
@StaffOnly()
@ApiBadRequestResponse({ description: 'REQUEST.VALIDATION_FAILED; nothing is changed' })
@Controller('admin/enquiries')
export class EnquiriesAdminController {
  constructor(
    private readonly enquiries: EnquiryService,
    private readonly courses: CourseInboxService,
    private readonly changes: StaffChanges,
  ) {}

  /**
   * Contact messages and Fear of Flying courses awaiting their date, newest first, one page of both merged:
   * each module gives its newest page × pageSize matching rows, and the page is cut from the merge.
   */
  @Get()
  @ApiOkResponse({ type: StaffEnquiryPageDto })
  async list(@Query() query: EnquiryListQueryDto): Promise<StaffEnquiryPageDto> {
    const limit = query.page * query.pageSize;
    const filter = { search: query.q, status: query.status };
    const [messages, courses] = await Promise.all([
      this.enquiries.listForStaff({ page: 1, pageSize: limit, ...filter }),
      this.courses.page({ limit, ...filter }),
    ]);
    const items = [...messages.items.map(toStaffEnquiry), ...courses.items.map(toCourseEnquiry)]
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .slice(limit - query.pageSize, limit);
    return { items, total: messages.total + courses.total, page: query.page, pageSize: query.pageSize };
  }

  @Patch(':id')
  @ApiOkResponse({ type: StaffEnquiryDto })
  @ApiNotFoundResponse({ description: 'ENQUIRY.NOT_FOUND' })
  async update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateEnquiryDto): Promise<StaffEnquiryDto> {
    return this.changes.record(
      async () => toStaffEnquiry(await this.enquiries.updateForStaff(id, { status: body.status, note: body.note?.trim() })),
      (enquiry) => ({ kind: 'enquiry.updated', subject: enquiry.id, summary: `Marked an enquiry ${enquiry.status}`, after: { status: enquiry.status } }),
    );
  }

  @Patch('courses/:id')
  @ApiOkResponse({ type: StaffEnquiryDto })
  @ApiNotFoundResponse({ description: 'BOOKING.NOT_FOUND: no paid course has that id' })
  async updateCourse(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateEnquiryDto): Promise<StaffEnquiryDto> {
    return this.changes.record(
      async () => toCourseEnquiry(await this.courses.update(id, { status: body.status, note: body.note?.trim() })),
      (enquiry) => ({ kind: 'enquiry.updated', subject: enquiry.id, summary: `Marked a course enquiry ${enquiry.status}`, after: { status: enquiry.status } }),
    );
  }
}
