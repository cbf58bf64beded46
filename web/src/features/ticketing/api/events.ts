import { $api } from '../../../lib/api/client';

export const useEvent = (id: string) => $api.useQuery('get', '/client_side_api/events/{id}', { params: { path: { id } } }, { retry: false });
export const useCategories = () => $api.useQuery('get', '/client_side_api/v1/course_categories');
export const useCreateEvent = () => $api.useMutation('post', '/client_side_api/v1/management/courses');
export const usePublishEvent = () => $api.useMutation('post', '/client_side_api/v1/management/courses/{id}/publish');
export const useAccounts = () => $api.useQuery('get', '/client_side_api/v1/me', {}, { retry: false });
