import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../lib/document-meta';

/** Layout of the product's information pages (about, fees, legal, the creator income fund); its title is the document's. */
export function ContentPage({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  useDocumentMeta(title, description);
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="mb-6 text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
      <div className="flex flex-col gap-4 leading-relaxed text-neutral-700 [&_h2]:mt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-neutral-900 [&_li]:ml-5 [&_li]:list-disc">
        {children}
      </div>
    </main>
  );
}
