import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/**
 * The OTel Node SDK exporting traces only, over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the exporter reads the
 * standard OTEL_* variables). Instrumented: incoming and outgoing HTTP, Express routes and Postgres queries inside a
 * request or job (the outbox relay's polling and LISTEN are not traced). Redis is left out: BullMQ's polling would
 * bury the requests' spans. Metrics stay with Prometheus (/metrics) and logs with pino. Returns what exports the spans
 * still batched (every 5 s by default) and stops the SDK.
 */
export function startOtelSdk(): () => Promise<void> {
  const sdk = new NodeSDK({
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [
      new HttpInstrumentation(),
      new ExpressInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  return () => sdk.shutdown();
}
