/** The owner named by ?owner_uuid=&owner_type= (seed 002 onboarding route). */
export interface OwnerSearch {
  owner_uuid?: string;
  owner_type?: string;
}

export const readOwnerSearch = (search: Record<string, unknown>): OwnerSearch => ({
  ...(typeof search.owner_uuid === 'string' ? { owner_uuid: search.owner_uuid } : {}),
  ...(typeof search.owner_type === 'string' ? { owner_type: search.owner_type } : {}),
});
