import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema.gen';

export type Notification = components['schemas']['NotificationResponse'];

/** How often the navigation asks for new notifications (TanStack Query pauses it while the tab is hidden). */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** The signed-in user's notifications, newest first (GET /notifications). */
export const notificationsQuery = $api.queryOptions('get', '/client_side_api/notifications', {}, { retry: false, refetchInterval: NOTIFICATIONS_POLL_MS, refetchIntervalInBackground: false });

const notificationsKey = ['get', '/client_side_api/notifications'] as const;

function useNotificationsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: notificationsKey });
}

export const useMarkNotificationRead = () => $api.useMutation('post', '/client_side_api/notifications/{id}/mark_as_read', { onSuccess: useNotificationsChanged() });
export const useMarkAllNotificationsRead = () => $api.useMutation('post', '/client_side_api/notifications/mark_all_as_read', { onSuccess: useNotificationsChanged() });
