/** The help center: questions and answers for buyers and organizers. */
export const SUPPORT_CENTER_URL = '/help';

/** Where organizers and buyers write to Limelight's support. */
export const SUPPORT_EMAIL = 'support@limelight.example';

/** The footer's knowledge base is the help center. */
export const KNOWLEDGE_BASE_URL = SUPPORT_CENTER_URL;

export interface SocialLink {
  label: string;
  href: string;
}

/** Limelight's own social accounts, from the build's settings; an account without an address is not shown. */
export function socialLinks(env: Partial<Record<'VITE_SOCIAL_INSTAGRAM_URL' | 'VITE_SOCIAL_FACEBOOK_URL' | 'VITE_SOCIAL_X_URL' | 'VITE_SOCIAL_YOUTUBE_URL', string>>): SocialLink[] {
  const links = [
    { label: 'Instagram', href: env.VITE_SOCIAL_INSTAGRAM_URL },
    { label: 'Facebook', href: env.VITE_SOCIAL_FACEBOOK_URL },
    { label: 'X', href: env.VITE_SOCIAL_X_URL },
    { label: 'YouTube', href: env.VITE_SOCIAL_YOUTUBE_URL },
  ];
  return links.flatMap(({ label, href }) => (href?.trim() ? [{ label, href: href.trim() }] : []));
}

export const SOCIAL_LINKS = socialLinks(import.meta.env);

/** The seeds' mobile breakpoint (768 px) is Tailwind's `md`. */
export const MOBILE_BREAKPOINT_PX = 768;
