import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import type { Page, PageRequest } from '../../../shared/database/like-pattern';
import { EVENT_PUBLISHER, EventPublisher } from '../../../shared/outbox/event-publisher';
import { OrderNotDispatchableError } from '../domain/delivery';
import { OrderNotFoundError } from '../domain/order.errors';
import { assertUndoableToday } from '../domain/order-refund';
import { ORDER_REPOSITORY, OrderRepository, OrderWithVouchers } from './order.ports';
import { OrderQueryService } from './order-query.service';
import { ORDER_DISPATCHED_EVENT } from '../domain/catalog-events';


/** The staff ORDERS tab: paid orders whose merchandise waits to be posted, and marking them posted. */
@Injectable()
export class OrderDispatchService {
  constructor(
    @Inject(ORDER_REPOSITORY) private readonly orders: OrderRepository,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
    private readonly queries: OrderQueryService,
  ) {}

  /** Staff ORDERS tab: orders waiting to be posted first, then the rest newest first (checkouts never paid and cancelled left out). */
  listPageForStaff(request: PageRequest): Promise<Page<OrderWithVouchers>> {
    return this.orders.listForStaff(request);
  }

  /** How many paid orders wait to be posted. */
  countToDispatch(): Promise<number> {
    return this.orders.countToDispatch();
  }

  /** Staff posted a paid order's merchandise: recorded once, and the customer is e-mailed (again marking changes nothing). */
  @Transactional()
  async markDispatched(orderId: string): Promise<OrderWithVouchers> {
    const order = await this.orders.lock(orderId);
    if (!order) throw new OrderNotFoundError();
    if (order.status !== 'paid' || !order.delivery) throw new OrderNotDispatchableError();
    if (!order.dispatchedAt) {
      await this.orders.setDispatched(order.id, new Date());
      await this.events.publish(ORDER_DISPATCHED_EVENT({ orderId: order.id }));
    }
    return (await this.queries.orderWithVouchers(order.id)) as OrderWithVouchers;
  }

  /** Staff marked it dispatched by mistake: undone on the London day of the mark, not later (the e-mail has gone). */
  @Transactional()
  async undoDispatched(orderId: string, now = new Date()): Promise<OrderWithVouchers> {
    const order = await this.orders.lock(orderId);
    if (!order) throw new OrderNotFoundError();
    assertUndoableToday(order.dispatchedAt, now, 'An order marked dispatched');
    if (order.dispatchedAt) await this.orders.setDispatched(order.id, null);
    return (await this.queries.orderWithVouchers(order.id)) as OrderWithVouchers;
  }
}
