import { readFile } from 'node:fs/promises';
import { renderOpenApi } from '../../scripts/openapi-document.js';

describe('OpenAPI contract', () => {
  it('openapi.yaml, the web client types and the web contract data match the controllers (run `npm run openapi` when this fails)', async () => {
    const { yaml, types, contract } = await renderOpenApi();
    expect(await readFile('openapi.yaml', 'utf8')).toBe(yaml);
    expect(await readFile('web/src/lib/api/schema.gen.ts', 'utf8')).toBe(types);
    expect(await readFile('web/src/lib/api/contract.gen.ts', 'utf8')).toBe(contract);
  });
});
