import { AppLink } from '../../../components/ui/app-link';
import { profilePath } from '../../../lib/profile-path';

/** A promoter's name, linking to their public profile: /p/{username} for a user, /o/{username} for an organization. */
export function PromoterLink({ promoter }: { promoter: { name: string; username: string; type: string } }) {
  return (
    <AppLink href={profilePath(promoter)} className="underline" title={`@${promoter.username}`}>
      {promoter.name.trim() || `@${promoter.username}`}
    </AppLink>
  );
}
