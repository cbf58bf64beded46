import { AppLink } from '../ui/app-link';
import { KNOWLEDGE_BASE_URL, SOCIAL_LINKS } from '../../lib/site';

/** Seed 000 "Footer", in its order. */
export const footerLinks = [
  { label: 'About us', href: '/pages/about_us' },
  { label: 'Universal Creator Income Fund', href: '/ucif' },
  { label: 'Fees', href: '/pages/fees' },
  { label: 'For Artists', href: '/for-artists' },
  { label: 'Organizers', href: '/organize/organizers' },
  { label: 'Privacy', href: '/pages/privacy' },
  { label: 'Terms', href: '/pages/terms' },
] as const;

export function Footer() {
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 text-sm md:flex-row md:items-start md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-lg font-bold tracking-tight text-brand">Limelight</p>
          <p className="max-w-xs text-neutral-600">Economic infrastructure for the arts.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2 md:max-w-xl">
          {footerLinks.map((link) => (
            <AppLink key={link.href} href={link.href} className="hover:underline">
              {link.label}
            </AppLink>
          ))}
          <AppLink href={KNOWLEDGE_BASE_URL} className="hover:underline">
            Knowledge base
          </AppLink>
        </nav>
        {SOCIAL_LINKS.length > 0 && (
          <nav aria-label="Social" className="flex gap-4">
            {SOCIAL_LINKS.map((link) => (
              <a key={link.label} href={link.href} target="_blank" rel="noreferrer" className="hover:underline">
                {link.label}
              </a>
            ))}
          </nav>
        )}
      </div>
      <p className="mx-auto max-w-7xl px-4 pb-8 text-xs text-neutral-500">33% of Limelight's fees go to the Universal Creator Income Fund.</p>
    </footer>
  );
}
