import { Attributes, context, Context, propagation, SpanKind, SpanOptions, SpanStatusCode, trace } from '@opentelemetry/api';

/**
 * The active trace as a W3C `traceparent`, to store beside an outbox event; null when tracing is off
 * (@opentelemetry/api alone is a no-op, and prom-client loads it anyway).
 */
export function currentTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ?? null;
}

/** Runs `work` in a span (a child of `parent`, by default the active span), recording what it throws. */
export function inSpan<T>(
  name: string,
  options: SpanOptions,
  work: () => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  return trace.getTracer('skyward').startActiveSpan(name, options, parent, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Runs a queued job inside a span that continues the trace of the request that caused it (`traceparent` stored
 * with its outbox event), so a trace reads request → outbox → job → SMTP. No traceparent: the span starts a trace.
 */
export function inJobSpan<T>(
  name: string,
  traceparent: string | null,
  attributes: Attributes,
  work: () => Promise<T>,
): Promise<T> {
  const parent = traceparent ? propagation.extract(context.active(), { traceparent }) : context.active();
  return inSpan(name, { kind: SpanKind.CONSUMER, attributes }, work, parent);
}
