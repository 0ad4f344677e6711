import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { SignedLinks, type SignedLinkKind } from '../../../shared/crypto/signed-link';
import { ManageLinkExpiredError, ManageLinkInvalidError } from '../domain/booking-change.errors';
import type { CourseBooking } from '../domain/course-booking';
import { MANAGE_LINK_DAYS_AFTER_START } from '../domain/manage-link';

const COURSE_LINK: SignedLinkKind = {
  purpose: 'manage-course',
  key: { salt: 'skyward-manage-course', info: 'manage-course-v1' },
  page: '/manage-course/',
  invalid: () => new ManageLinkInvalidError(),
  expired: () => new ManageLinkExpiredError(),
};
const DAY = 86_400_000;
/** An undated course's link lasts as long as its date may still be set: 13 months from booking, then 30 days. */
const UNDATED_DAYS = 396 + MANAGE_LINK_DAYS_AFTER_START;

/**
 * Signed manage links of Fear of Flying courses (/manage-course/{token}; docs/product.md, Managing a booking), the same
 * mechanism as a slot booking's with a key and purpose of their own: valid until 30 days after the course's date, or, before
 * it has one, for as long as it may get one.
 */
@Injectable()
export class CourseManageLinks extends SignedLinks<Pick<CourseBooking, 'id' | 'startsAt' | 'createdAt'>> {
  constructor(config: AppConfig) {
    super(config, COURSE_LINK);
  }

  protected expiryOf(course: Pick<CourseBooking, 'id' | 'startsAt' | 'createdAt'>): Date {
    return course.startsAt
      ? new Date(course.startsAt.getTime() + MANAGE_LINK_DAYS_AFTER_START * DAY)
      : new Date(course.createdAt.getTime() + UNDATED_DAYS * DAY);
  }
}
