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
  return SwaggerModule.createDocument(app, config);
}
