import { createFileRoute } from '@tanstack/react-router';
import { ProfileFollowButton } from '../features/accounts/components/follow-button';
import { useEvent } from '../features/ticketing/api/events';
import { EventPage } from '../features/ticketing/components/event-page';
import { useDocumentMeta } from '../lib/document-meta';

export const Route = createFileRoute('/event/$id')({
  // follow=true comes back from login to finish following the event's owner.
  validateSearch: (search: Record<string, unknown>): { errorCode?: number; follow?: boolean } => ({
    ...(Number(search.errorCode) === 1 ? { errorCode: 1 } : {}),
    ...(search.follow === true || search.follow === 'true' ? { follow: true } : {}),
  }),
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  const { errorCode, follow } = Route.useSearch();
  const navigate = Route.useNavigate();
  const event = useEvent(id);
  useDocumentMeta(event.data?.name ?? (event.isLoading ? undefined : 'Event not found'));
  const followOwner = (owner: { username: string; type: 'user' | 'school' }) => (
    <ProfileFollowButton
      username={owner.username}
      type={owner.type}
      resume={follow === true}
      onResumed={() => void navigate({ search: (previous) => ({ ...previous, follow: undefined }), replace: true })}
    />
  );
  return <EventPage id={id} errorCode={errorCode} followOwner={followOwner} />;
}
