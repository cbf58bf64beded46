const links = [
  { label: 'About us', href: '/pages/about_us' },
  { label: 'Universal Creator Income Fund', href: '/ucif' },
  { label: 'Fees', href: '/pages/fees' },
  { label: 'For Artists', href: '/for-artists' },
  { label: 'Organizers', href: '/organize/organizers' },
  { label: 'Privacy', href: '/pages/privacy' },
  { label: 'Terms', href: '/pages/terms' },
  { label: 'Knowledge base', href: 'https://help.limelight.example' },
];

/** Seed 000 "Footer". */
export function Footer() {
  return (
    <footer className="mt-16 border-t border-neutral-200 bg-neutral-50">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 text-sm md:flex-row md:items-center md:justify-between">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-5 gap-y-2">
          {links.map((link) => (
            <a key={link.href} href={link.href} className="hover:underline">
              {link.label}
            </a>
          ))}
        </nav>
        <div className="flex gap-4">
          <a href="https://www.instagram.com/" aria-label="Instagram" className="hover:underline">
            Instagram
          </a>
          <a href="https://x.com/" aria-label="X" className="hover:underline">
            X
          </a>
        </div>
      </div>
    </footer>
  );
}
