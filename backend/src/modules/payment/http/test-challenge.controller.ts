import { Controller, Get, HttpCode, NotFoundException, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { Response } from 'express';
import { PaymentIntentService } from '../application/payment-intent.service';
import { TestPaymentService } from '../application/test-payment.service';
import { TestChallengeNotOpenError } from '../domain/payment.errors';
import { AnswerTestChallengeQueryDto, OpenTestChallengeQueryDto } from './payment.dto';
import { challengeAnswerPage, challengePage } from './test-challenge-page';
import { TEST_INTENT_ID } from './test-payment.controller';

const NOT_OPEN = 'This authentication is no longer open. Your card has not been charged for it.';

/**
 * The built-in test provider's 3-D Secure challenge (Stripe's test cards 4000 0025 0000 3155 and 4000 0027 6000 3184):
 * a small HTML page the payment dialog shows in a frame, answered by a form post. Absent (404) when Stripe is configured.
 */
@ApiTags('payments')
@Controller('test-payments')
export class TestChallengeController {
  constructor(
    private readonly intents: PaymentIntentService,
    private readonly testPayments: TestPaymentService,
  ) {}

  @Get(':id/challenge')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The challenge page: Complete authentication / Fail authentication.' })
  async open(@Param('id') id: string, @Query() query: OpenTestChallengeQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    this.assertTestProvider(id);
    html(response);
    try {
      const intent = await this.testPayments.openChallenge(id, query.token);
      return challengePage(id, query.token, intent.amountPence);
    } catch (error) {
      return notOpen(error, response);
    }
  }

  @Post(':id/challenge')
  @HttpCode(200)
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The answer, marked data-outcome for the page around the frame.' })
  async answer(@Param('id') id: string, @Query() query: AnswerTestChallengeQueryDto, @Res({ passthrough: true }) response: Response): Promise<string> {
    this.assertTestProvider(id);
    html(response);
    try {
      const result = await this.testPayments.answerChallenge(id, query.token, query.answer === 'complete');
      if (result.status === 'requires_payment_method') return challengeAnswerPage(result.status, result.message);
      return challengeAnswerPage(result.status, 'Your bank has approved the payment. Returning to the payment…');
    } catch (error) {
      return notOpen(error, response);
    }
  }

  private assertTestProvider(id: string): void {
    if (this.intents.providerName !== 'test' || !TEST_INTENT_ID.test(id)) throw new NotFoundException();
  }
}

function html(response: Response): void {
  response.type('html');
  response.setHeader('Cache-Control', 'no-store');
  // The site's no-referrer makes the page's form post say 'Origin: null', which the same-origin write check refuses.
  response.setHeader('Referrer-Policy', 'same-origin');
}

/** A closed challenge is a page too (it shows in the frame), with the refusal's status. */
function notOpen(error: unknown, response: Response): string {
  if (!(error instanceof TestChallengeNotOpenError)) throw error;
  response.status(404);
  return challengeAnswerPage('not_open', NOT_OPEN);
}
