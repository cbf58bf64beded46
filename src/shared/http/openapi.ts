import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Limelight API')
    .setDescription(
      'Tickets, memberships, videos and reports for artists, venues and organisations. Replies are `true`, `{ "message": … }` or `[{ "message": … }]`. ' +
        'Authenticate with the `accessToken` cookie set by login, or `Authorization: Bearer <accessToken>`.',
    )
    .setVersion('1')
    .addBearerAuth()
    .addCookieAuth('accessToken')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

/** Swagger UI at /api/docs and the document at /api/docs-json. */
export function mountOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), { jsonDocumentUrl: 'api/docs-json', yamlDocumentUrl: 'api/docs-yaml' });
}
