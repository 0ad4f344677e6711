import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { DELIVERY, TEST_CARD } from '../../../backend/test/order-fixtures';

/** A cart checkout (posted to a UK address, as a cart with merchandise must be) paid with the test provider's 4242 card: the same fulfilment path as a Stripe webhook. */
export async function payOrder(
  api: INestApplication,
  productId: string,
  email: string,
): Promise<{ orderId: string; paymentIntentId: string }> {
  const agent = request.agent(api.getHttpServer());
  const started = await agent
    .post('/api/create-payment-intent')
    .send({ cartItems: [{ productId, quantity: 1 }], productCategory: 'Cart', email, delivery: DELIVERY });
  if (started.status !== 200)
    throw new Error(`create-payment-intent answered ${started.status}: ${JSON.stringify(started.body)}`);
  const { orderId, paymentIntentId, clientSecret } = started.body;
  const paid = await agent
    .post(`/api/test-payments/${paymentIntentId}/confirm`)
    .send({ clientSecret, cardNumber: '4242 4242 4242 4242', ...TEST_CARD });
  if (paid.status !== 200) throw new Error(`test payment answered ${paid.status}: ${JSON.stringify(paid.body)}`);
  return { orderId, paymentIntentId };
}

export const RECEIPT_SUBJECT = 'Your order receipt from Skyward Flight Simulation';
