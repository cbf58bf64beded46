/** A profile's public page: /p/{username} for users, /o/{username} for organizations (seed 000 "Public profile"). */
export const profilePath = (profile: { type: string; username: string }) => `/${profile.type.toLowerCase() === 'school' ? 'o' : 'p'}/${profile.username}`;
