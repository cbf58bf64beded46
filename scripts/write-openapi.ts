// `npm run openapi`: writes openapi.yaml from the controllers and regenerates the web client's types.
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { renderOpenApi } from './openapi-document.js';

const { yaml, types } = await renderOpenApi();
await writeFile('openapi.yaml', yaml);
await writeFile('web/src/lib/api/schema.gen.ts', types);
console.log('openapi.yaml and web/src/lib/api/schema.gen.ts written');
process.exit(0);
