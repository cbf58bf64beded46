/** Addresses outside the app that several screens link to; one place to change them. */
export const SUPPORT_CENTER_URL = 'https://help.limelight.example';

/** The footer's knowledge base is the support center. */
export const KNOWLEDGE_BASE_URL = SUPPORT_CENTER_URL;

/** Limelight's own social accounts (the sites' home pages until the accounts' addresses are set here). */
export const SOCIAL_LINKS = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X', href: 'https://x.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
] as const;

/** The seeds' mobile breakpoint (768 px) is Tailwind's `md`. */
export const MOBILE_BREAKPOINT_PX = 768;
