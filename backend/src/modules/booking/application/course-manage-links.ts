import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../shared/config/app-config';
import { readLinkToken, signedLinkKey, signLinkToken } from '../../../shared/crypto/signed-link';
import { ManageLinkExpiredError, ManageLinkInvalidError } from '../domain/booking-change.errors';
import type { CourseBooking } from '../domain/course-booking';
import { MANAGE_LINK_DAYS_AFTER_START } from '../domain/manage-link';

const PURPOSE = 'manage-course';
const DAY = 86_400_000;
/** An undated course's link lasts as long as its date may still be set: 13 months from booking, then 30 days. */
const UNDATED_DAYS = 396 + MANAGE_LINK_DAYS_AFTER_START;

/**
 * Signed manage links of Fear of Flying courses (/manage-course/{token}; docs/product.md, Managing a booking), the same
 * mechanism as a slot booking's with a key and purpose of their own: valid until 30 days after the course's date, or, before
 * it has one, for as long as it may get one.
 */
@Injectable()
export class CourseManageLinks {
  private readonly key: Buffer;
  private readonly publicUrl: string;

  constructor(config: AppConfig) {
    this.key = signedLinkKey(config.SESSION_SECRET, 'skyward-manage-course', 'manage-course-v1');
    this.publicUrl = config.PUBLIC_URL;
  }

  tokenFor(course: Pick<CourseBooking, 'id' | 'startsAt' | 'createdAt'>): string {
    const expiresAt = course.startsAt
      ? new Date(course.startsAt.getTime() + MANAGE_LINK_DAYS_AFTER_START * DAY)
      : new Date(course.createdAt.getTime() + UNDATED_DAYS * DAY);
    return signLinkToken(PURPOSE, course.id, expiresAt, this.key);
  }

  urlFor(course: Pick<CourseBooking, 'id' | 'startsAt' | 'createdAt'>): string {
    return `${this.publicUrl}/manage-course/${this.tokenFor(course)}`;
  }

  /** The course id the token names; ManageLinkInvalidError or ManageLinkExpiredError otherwise. */
  courseIdOf(token: string, now = new Date()): string {
    const reading = readLinkToken(PURPOSE, token, this.key, now);
    if ('id' in reading) return reading.id;
    throw reading.problem === 'expired' ? new ManageLinkExpiredError() : new ManageLinkInvalidError();
  }
}
