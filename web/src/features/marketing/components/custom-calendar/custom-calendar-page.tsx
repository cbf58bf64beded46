import { useState, type ReactNode } from 'react';
import { CopyLinkField } from '../../../../components/ui/copy-link';
import { Modal } from '../../../../components/ui/modal';
import { calendarPath, calendarQuery, CALENDAR_COLOR_LABELS, CALENDAR_COLORS, DEFAULT_CALENDAR_OPTIONS, isHexColor, type CalendarOptions, type CalendarToggle } from '../../../../lib/calendar-options';
import { useDebounced } from '../../../../lib/use-debounced';
import { ColorField } from './color-field';
import { TagsField } from './tags-field';

const TOGGLE_LABELS: Record<CalendarToggle, string> = {
  showImage: 'Show image',
  showDescription: 'Show description',
  showTicketsButton: 'Show tickets button',
  browseByDate: 'Browse by date',
  showBackButton: 'Show back button',
  enableSearch: 'Enable search',
};
/** The preview follows the form once typing pauses (seed 000 §9: 300 ms). */
const PREVIEW_DELAY_MS = 300;

/**
 * The Custom Calendar tab (seed 001 §2.5): the embeddable calendar's colours and parts, its link
 * ({site}/calendar/{o|p}/{username}?…) in the 'Voila!' dialog, and a live preview beside the form.
 */
export function CustomCalendarPage({ owner, site = window.location.origin }: { owner: { username: string; type: 'User' | 'School' }; site?: string }) {
  const [options, setOptions] = useState<CalendarOptions>(DEFAULT_CALENDAR_OPTIONS);
  const [linkOpen, setLinkOpen] = useState(false);
  const set = <K extends keyof CalendarOptions>(name: K, value: CalendarOptions[K]) => setOptions((previous) => ({ ...previous, [name]: value }));
  const valid = CALENDAR_COLORS.every((name) => isHexColor(options[name]));
  const path = `${calendarPath(owner)}?${calendarQuery(options)}`;
  const preview = useDebounced(path, PREVIEW_DELAY_MS);

  const toggle = (name: CalendarToggle) => (
    <label key={name} className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={options[name]} onChange={(event) => set(name, event.target.checked)} className="size-4 accent-neutral-900" />
      {TOGGLE_LABELS[name]}
    </label>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <form
        aria-label="Custom calendar"
        className="flex flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (valid) setLinkOpen(true);
        }}
      >
        <p className="text-sm text-neutral-600">Design a calendar of your upcoming events to embed on your own website.</p>
        <Section title="Design">
          {CALENDAR_COLORS.map((name) => (
            <ColorField key={name} label={CALENDAR_COLOR_LABELS[name]} value={options[name]} onChange={(value) => set(name, value)} />
          ))}
        </Section>
        <Section title="Card display">{(['showImage', 'showDescription', 'showTicketsButton'] as const).map(toggle)}</Section>
        <Section title="Browsing">
          <fieldset>
            <legend className="text-sm font-medium">Default layout</legend>
            <div className="mt-1 flex gap-4">
              {(['list', 'grid'] as const).map((layout) => (
                <label key={layout} className="flex items-center gap-2 text-sm capitalize">
                  <input type="radio" name="defaultLayout" value={layout} checked={options.defaultLayout === layout} onChange={() => set('defaultLayout', layout)} className="accent-neutral-900" />
                  {layout}
                </label>
              ))}
            </div>
          </fieldset>
          {(['browseByDate', 'showBackButton', 'enableSearch'] as const).map(toggle)}
          <TagsField tags={options.tags} onChange={(tags) => set('tags', tags)} />
        </Section>
        <button type="submit" disabled={!valid} className="self-start rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700 disabled:opacity-50">
          Generate Link
        </button>
      </form>

      <section aria-label="Preview" className="min-w-0">
        <h2 className="text-sm font-medium text-neutral-600">Preview</h2>
        <iframe title="Calendar preview" src={preview} className="mt-2 h-[40rem] w-full rounded-xl border border-neutral-200" />
      </section>

      {linkOpen && <LinkDialog link={`${site}${path}`} feed={`${site}${calendarPath(owner)}.ics`} onClose={() => setLinkOpen(false)} />}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * 'Voila!': the link, a copy button that says 'Link copied' for 2 seconds, and 'Visit Page' in a new tab; below
 * it, the iCalendar feed of the same events, for calendar apps to subscribe to.
 */
function LinkDialog({ link, feed, onClose }: { link: string; feed: string; onClose: () => void }) {
  return (
    <Modal
      title="Voila!"
      onClose={onClose}
      action={
        <a href={link} target="_blank" rel="noopener noreferrer" className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white hover:bg-neutral-700">
          Visit Page
        </a>
      }
    >
      <p>Your calendar link is ready: embed it in an iframe or share it.</p>
      <CopyLinkField label="Calendar link" hideLabel copyLabel="Copy" link={link} className="mt-3" />
      <CopyLinkField
        label="Calendar feed"
        hint="Subscribe to it in Google Calendar, Apple Calendar or Outlook to see your upcoming events there."
        copyLabel="Copy feed"
        link={feed}
        className="mt-5"
      />
    </Modal>
  );
}
