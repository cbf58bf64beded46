import { AppLink } from '../../../components/ui/app-link';
import { Avatar } from '../../../components/ui/avatar';
import { FallbackImage } from '../../../components/ui/fallback-image';
import { formatCount } from '../../../lib/format-count';
import { profilePath } from '../../../lib/profile-path';
import type { ProfileCardData } from '../api/profile-cards';
import { LIST_NAME_LENGTH, truncateName } from '../names';

/** A profile in a list: banner strip, avatar, name, @username and followers; the card leads to the profile. */
export function ProfileCard({ profile, nameLength = LIST_NAME_LENGTH }: { profile: ProfileCardData; nameLength?: number }) {
  const followers = `${formatCount(profile.followersCount)} ${profile.followersCount === 1 ? 'follower' : 'followers'}`;
  return (
    <article className="group relative flex w-full flex-col items-center overflow-hidden rounded-xl border border-neutral-200 bg-white pb-5 text-center transition hover:shadow-md">
      <FallbackImage src={profile.banner} fallback="banner" alt="" loading="lazy" className="h-20 w-full bg-rose-100 object-cover" />
      <div className="-mt-12 rounded-full ring-4 ring-white">
        <Avatar src={profile.avatarThumbnail ?? profile.avatar} name={profile.name} size="lg" />
      </div>
      <h3 className="mt-3 px-3 text-base font-semibold" title={profile.name}>
        {/* The name's link covers the whole card; it is named by the whole name, whatever is cut from the view. */}
        <AppLink href={profilePath(profile)} aria-label={profile.name} className="after:absolute after:inset-0 hover:underline">
          {truncateName(profile.name, nameLength)}
        </AppLink>
      </h3>
      <p className="max-w-full truncate px-3 text-sm text-neutral-500">@{profile.username}</p>
      <p className="mt-2 text-sm text-neutral-700">{followers}</p>
    </article>
  );
}
