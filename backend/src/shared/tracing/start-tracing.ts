/** Exports the spans not sent yet and stops tracing; nothing to do while tracing is off. */
let stopTracing: () => Promise<void> = async () => {};

/**
 * Starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set, before anything it instruments is loaded
 * (http, express, pg are patched as they are required). Without an endpoint none of the SDK is loaded: no start-up cost.
 */
export function startTracing(defaultServiceName: string): void {
  if (!process.env.OTEL_EXPORTER_OTLP_ENDPOINT) return;
  process.env.OTEL_SERVICE_NAME ||= defaultServiceName;
  // Required here rather than imported, so that it is loaded only when tracing is on.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startOtelSdk } = require('./otel-sdk') as typeof import('./otel-sdk');
  stopTracing = startOtelSdk();
}

/** At shutdown, last: the spans of the requests and jobs just finished are exported before the process exits. */
export function flushTracing(): Promise<void> {
  return stopTracing();
}
