import { Link, useNavigate } from '@tanstack/react-router';
import { ChooseOrganizer, type CreationType } from './choose-organizer';

const CHOICES: { type: CreationType; title: string; description: string }[] = [
  { type: 'jaan', title: 'Create with Jaan', description: 'Tell our AI assistant about your event in a chat; Jaan prepares a draft for you to check and publish.' },
  { type: 'form', title: 'Use the simple form', description: 'Fill in the name, dates, place and tickets yourself.' },
];

/** /event/new (seed 000 "Event creation"): choose how to create the event, then (step=1) the organizer. */
export function CreateEventStart({ step, type }: { step?: 1; type?: CreationType }) {
  const navigate = useNavigate();
  if (step === 1) return <ChooseOrganizer type={type ?? 'form'} />;
  return (
    <main className="mx-auto max-w-xl px-4 py-12">
      <h1 className="mb-2 text-2xl font-semibold">Create An Event</h1>
      <p className="mb-6 text-neutral-600">How would you like to create your event?</p>
      <ul className="flex flex-col gap-3">
        {CHOICES.map((choice) => (
          <li key={choice.type}>
            <Link
              to="/event/new"
              search={{ step: 1, type: choice.type }}
              aria-label={choice.title}
              aria-describedby={`create-with-${choice.type}`}
              className="block rounded-lg border border-neutral-300 px-4 py-3 hover:border-brand"
            >
              <span className="block font-medium">{choice.title}</span>
              <span id={`create-with-${choice.type}`} className="block text-sm text-neutral-600">
                {choice.description}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="mt-8 rounded-full border border-neutral-300 px-5 py-2" onClick={() => void navigate({ to: '/' })}>
        Cancel
      </button>
    </main>
  );
}
