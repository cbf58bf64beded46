import { useId, useState } from 'react';
import { AppLink } from '../ui/app-link';
import { helpAudiences, helpQuestions, searchHelp, type HelpQuestion } from './help-questions';

function Answer({ entry }: { entry: HelpQuestion }) {
  return (
    <details className="group rounded-xl border border-neutral-200 bg-white open:shadow-sm">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-medium">
        {entry.question}
        <span aria-hidden="true" className="text-neutral-400 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <div className="px-5 pb-5 leading-relaxed text-neutral-700">
        <p>{entry.answer}</p>
        {entry.link && (
          <AppLink href={entry.link.href} className="mt-3 inline-block font-medium text-brand underline">
            {entry.link.label}
          </AppLink>
        )}
      </div>
    </details>
  );
}

/** /help: the questions and answers for buyers and organizers, filtered as the visitor types. */
export function HelpCenter({ questions = helpQuestions }: { questions?: readonly HelpQuestion[] }) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const found = searchHelp(questions, query);
  const searching = query.trim() !== '';
  return (
    <main className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">Help</h1>
      <p className="mt-3 text-neutral-700">Answers about buying tickets, memberships and running your events on Limelight.</p>
      <form role="search" className="mt-6" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="sr-only">
          Search help
        </label>
        <input
          id={inputId}
          type="search"
          placeholder="Search help, e.g. refunds, payouts, webhooks"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="w-full rounded-full border border-neutral-300 px-5 py-3 outline-none focus:ring-2 focus:ring-brand/40"
        />
      </form>
      {/* Always present, so screen readers announce each change of the count. */}
      <p className="sr-only" role="status">
        {!searching ? '' : found.length === 0 ? 'No results' : `${found.length} ${found.length === 1 ? 'result' : 'results'}`}
      </p>
      {found.length === 0 ? (
        <p aria-hidden="true" className="mt-10 text-center text-neutral-600">
          No results
        </p>
      ) : (
        helpAudiences.map((audience) => {
          const entries = found.filter((entry) => entry.audience === audience.key);
          if (entries.length === 0) return null;
          return (
            <section key={audience.key} aria-labelledby={`help-${audience.key}`} className="mt-10">
              <h2 id={`help-${audience.key}`} className="mb-4 text-xl font-semibold">
                {audience.title}
              </h2>
              <div className="flex flex-col gap-3">
                {entries.map((entry) => (
                  <Answer key={entry.id} entry={entry} />
                ))}
              </div>
            </section>
          );
        })
      )}
    </main>
  );
}
