// `npm run openapi`: writes openapi.yaml from the controllers, and the web client's types and contract data from it.
import 'reflect-metadata';
import { writeFile } from 'node:fs/promises';
import { renderOpenApi } from './openapi-document.js';

const { yaml, types, contract } = await renderOpenApi();
await writeFile('openapi.yaml', yaml);
await writeFile('web/src/lib/api/schema.gen.ts', types);
await writeFile('web/src/lib/api/contract.gen.ts', contract);
console.log('openapi.yaml, web/src/lib/api/schema.gen.ts and web/src/lib/api/contract.gen.ts written');
process.exit(0);
