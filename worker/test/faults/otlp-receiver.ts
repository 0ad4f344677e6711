import { createServer, Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** One span as an OTLP/HTTP JSON export carries it, with the service that sent it. */
export interface ReceivedSpan {
  service: string;
  name: string;
  kind: number;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  attributes: Record<string, unknown>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: (Omit<ReceivedSpan, 'service' | 'attributes'> & { attributes?: OtlpAttribute[] })[] }[];
  }[];
}

/** SPAN_KIND_SERVER and SPAN_KIND_CONSUMER in OTLP. */
export const SPAN_KIND = { server: 2, consumer: 5 } as const;

const plain = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, value.stringValue ?? value.intValue ?? value.boolValue]));

/** A collector's OTLP/HTTP trace endpoint (JSON, as @opentelemetry/exporter-trace-otlp-http sends), keeping what it gets. */
export class OtlpReceiver {
  readonly spans: ReceivedSpan[] = [];
  private server?: Server;

  async start(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        const json = request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
        if (request.url === '/v1/traces') this.keep(JSON.parse(json.toString()) as OtlpExport);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }

  private keep(batch: OtlpExport): void {
    for (const resourceSpans of batch.resourceSpans ?? []) {
      const service = String(plain(resourceSpans.resource?.attributes)['service.name']);
      for (const scope of resourceSpans.scopeSpans ?? [])
        for (const span of scope.spans ?? []) this.spans.push({ ...span, service, attributes: plain(span.attributes) });
    }
  }
}
