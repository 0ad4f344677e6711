import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

/** The OpenAPI document generated from the controllers and DTOs: the one contract the frontend's types come from. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Skyward Flight Simulation API')
    .setDescription('Booking, shop, accounts and enquiries. Errors are { statusCode, code, message, correlationId }.')
    .setVersion('1.0')
    .addCookieAuth('skyward.sid')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // In name order, not in the order the modules register their controllers: moving a controller to another module
  // leaves the document, and the frontend types generated from it, as they were.
  const schemas = document.components?.schemas;
  return { ...document, paths: byName(document.paths), components: { ...document.components, ...(schemas && { schemas: byName(schemas) }) } };
}

const byName = <T>(record: Record<string, T>): Record<string, T> =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
