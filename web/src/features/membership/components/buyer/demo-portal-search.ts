/** ?owner_id=&return_to= as the backend's manage post sends them. */
export interface DemoPortalSearch {
  owner_id?: string;
  return_to?: string;
}

export const readDemoPortalSearch = (search: Record<string, unknown>): DemoPortalSearch => ({
  ...(typeof search.owner_id === 'string' ? { owner_id: search.owner_id } : {}),
  ...(typeof search.return_to === 'string' ? { return_to: search.return_to } : {}),
});
