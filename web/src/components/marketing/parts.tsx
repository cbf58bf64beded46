import type { ReactNode } from 'react';
import { AppLink } from '../ui/app-link';

const looks = {
  primary: 'bg-brand text-white hover:bg-brand/90',
  outline: 'border border-neutral-900 text-neutral-900 hover:bg-neutral-100',
  /** On a dark background. */
  light: 'border border-white text-white hover:bg-white/10',
} as const;

/** A call to action as a pill. */
export function CtaLink({ href, children, look = 'primary' }: { href: string; children: ReactNode; look?: keyof typeof looks }) {
  return (
    <AppLink href={href} className={`inline-block rounded-full px-6 py-3 text-center font-semibold ${looks[look]}`}>
      {children}
    </AppLink>
  );
}

export function Hero({ eyebrow, title, children, actions }: { eyebrow: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mx-auto max-w-4xl px-4 py-12 text-center md:py-16">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">{eyebrow}</p>
      <h1 className="mt-3 text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
      <div className="mx-auto mt-5 max-w-2xl text-lg text-neutral-700">{children}</div>
      {actions && <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>}
    </header>
  );
}

export interface Feature {
  title: string;
  text: ReactNode;
}

export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {features.map((feature) => (
        <li key={feature.title} className="rounded-xl border border-neutral-200 bg-white p-5">
          <h3 className="font-semibold">{feature.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-neutral-600">{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** One block of a pitch: a heading, a lead paragraph and its features. */
export function PitchSection({ id, title, lead, features, children }: { id?: string; title: string; lead: ReactNode; features?: readonly Feature[]; children?: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="mx-auto flex max-w-6xl scroll-mt-16 flex-col justify-center px-4 py-10 md:min-h-[62vh]">
      <h2 id={id ? `${id}-title` : undefined} className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      <p className="mt-3 max-w-3xl text-neutral-700">{lead}</p>
      {features && <FeatureGrid features={features} />}
      {children}
    </section>
  );
}

export function Outro({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className="mx-auto my-12 max-w-4xl rounded-2xl bg-neutral-900 px-6 py-12 text-center text-white">
      <h2 className="text-3xl font-bold tracking-tight">{title}</h2>
      <p className="mx-auto mt-3 max-w-2xl text-neutral-300">{children}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </section>
  );
}

export const inlineLink = 'font-medium text-brand underline';
