import { profilePath } from './profile-path';

/**
 * The embeddable calendar's options, read from its address by the calendar and written by the calendar
 * generator (seed 000 §2 "Embeddable calendar", seed 001 §2.5, §2.7 and §3 "Calendar link options").
 */

export const CALENDAR_COLORS = ['bgColor', 'textColor', 'highlColor'] as const;
export type CalendarColor = (typeof CALENDAR_COLORS)[number];
/** Each colour's name in the generator and the calendar's messages; seed 001 §2.5 calls the highlight colour the button colour. */
export const CALENDAR_COLOR_LABELS: Record<CalendarColor, string> = { bgColor: 'Background color', textColor: 'Text color', highlColor: 'Button color' };

/** In the order of seed 001 §3 "Calendar link options". */
export const CALENDAR_TOGGLES = ['showImage', 'showDescription', 'showTicketsButton', 'browseByDate', 'showBackButton', 'enableSearch'] as const;
export type CalendarToggle = (typeof CALENDAR_TOGGLES)[number];

export type CalendarLayout = 'list' | 'grid';

export type CalendarOptions = Record<CalendarColor, string> &
  Record<CalendarToggle, boolean> & {
    defaultLayout: CalendarLayout;
    /** Lowercase, each once. */
    tags: string[];
  };

/** Seed 000 §2: background FFFFFF, text 000000, button D60B52; list; every toggle on. */
export const DEFAULT_CALENDAR_OPTIONS: CalendarOptions = {
  bgColor: 'FFFFFF',
  textColor: '000000',
  highlColor: 'D60B52',
  showImage: true,
  showDescription: true,
  showTicketsButton: true,
  browseByDate: true,
  showBackButton: true,
  enableSearch: true,
  defaultLayout: 'list',
  tags: [],
};

/** Seed 000 §9: the calendar shows today to three months ahead. */
export const CALENDAR_RANGE_MONTHS = 3;
/** Seed 000 §9: at this width or less the calendar is a grid, whatever its layout. */
export const CALENDAR_GRID_MAX_WIDTH_PX = 460;

/** Six hexadecimal digits, without '#'. */
export const isHexColor = (value: string) => /^[0-9a-f]{6}$/i.test(value);

/** A colour as typed or given in an address: a leading '#' dropped, uppercased (seed 000 §5, seed 001 §5). */
export const colorText = (text: string) => text.replace(/^#/, '').toUpperCase();

/** The tags of a comma list: trimmed, lowercase, each once, blanks left out. */
export const tagList = (csv: string | null | undefined): string[] => [...new Set((csv ?? '').split(',').map((tag) => tag.trim().toLowerCase()).filter(Boolean))];

export interface ReadOptions {
  options: CalendarOptions;
  /** Colours given that are no six-digit hex: the calendar refuses them rather than show its defaults. */
  invalidColors: { name: CalendarColor; value: string }[];
}

/** The options of a calendar address: what is left out takes its default; a toggle is off only when 'false'. */
export function readCalendarOptions(search: URLSearchParams): ReadOptions {
  const options: CalendarOptions = { ...DEFAULT_CALENDAR_OPTIONS };
  const invalidColors: ReadOptions['invalidColors'] = [];
  for (const name of CALENDAR_COLORS) {
    const value = search.get(name);
    if (value === null) continue;
    const hex = colorText(value);
    if (isHexColor(hex)) options[name] = hex;
    else invalidColors.push({ name, value });
  }
  for (const name of CALENDAR_TOGGLES) options[name] = search.get(name) !== 'false';
  options.defaultLayout = search.get('defaultLayout') === 'grid' ? 'grid' : 'list';
  options.tags = tagList(search.get('tags'));
  return { options, invalidColors };
}

/** The query of a calendar link: every option spelled out, colours as lowercase hex (seed 001 §3), tags as a comma list. */
export function calendarQuery(options: CalendarOptions): string {
  const pairs: [string, string][] = [
    ['bgColor', options.bgColor.toLowerCase()],
    ['textColor', options.textColor.toLowerCase()],
    ['highlColor', options.highlColor.toLowerCase()],
    ['showImage', String(options.showImage)],
    ['defaultLayout', options.defaultLayout],
    ['showDescription', String(options.showDescription)],
    ['showTicketsButton', String(options.showTicketsButton)],
    ['browseByDate', String(options.browseByDate)],
    ['showBackButton', String(options.showBackButton)],
    ['enableSearch', String(options.enableSearch)],
  ];
  if (options.tags.length > 0) pairs.push(['tags', options.tags.map(encodeURIComponent).join(',')]);
  return pairs.map(([name, value]) => `${name}=${name === 'tags' ? value : encodeURIComponent(value)}`).join('&');
}

/** An owner's calendar: /calendar/o/{username} for organizations, /calendar/p/{username} otherwise. */
export const calendarPath = (owner: { type: string; username: string }) => `/calendar${profilePath(owner)}`;
