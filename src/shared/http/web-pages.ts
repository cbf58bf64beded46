import type express from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { Principal, SessionAuthenticator } from '../access.js';
import type { AppConfig } from '../config.js';
import { principalOf } from './auth.js';
import { PAGE_CACHE } from './static-assets.js';

/**
 * The built web app's pages: calendar.html for the embeddable calendar's pages, index.html for every other page
 * path (client-side routes), filled in with what the page needs before its scripts run: Sentry's DSN and the
 * tracking ids of this installation, and on /event/{id} link previews and the event page's shell.
 */

const API_PREFIXES = ['/client_side_api', '/api/', '/metrics'];
/** An owner's iCalendar feed, answered by the API (CalendarController). */
const CALENDAR_FEED = /^\/calendar\/[^/]+\/[^/]+\.ics$/;
const EVENT_PAGE = /^\/event\/([0-9a-f-]{36})$/i;
const ROOT_ELEMENT = /<div id="root">\s*<\/div>/;
/** Where the web build writes the event page's shell renderer (web/vite.ssr.config.ts). */
export const EVENT_SHELL_FILE = 'ssr/event-shell.mjs';

/** The embeddable calendar's pages (/calendar, /calendar/{o|p}/{username}) and its feeds. */
export const isCalendarPath = (path: string) => path === '/calendar' || path.startsWith('/calendar/');

/**
 * An event as GET /client_side_api/events/{id} answers the viewer (the whole view: it seeds the app's cache); the
 * fields named here are those this file reads.
 */
export interface PageEvent {
  id: string;
  name: string;
  description: string;
  poster: string | null;
  published: boolean;
  private: boolean;
}

export interface WebPageSources {
  /** The event's view for `viewer`; rejects when there is none for them. */
  event(id: string, viewer: Principal | undefined): Promise<PageEvent>;
  sessions: SessionAuthenticator;
}

/** What web/src/ssr/event-shell.tsx renders: the poster's preload for the head, the root element's content, the view's JSON script. */
interface EventShell {
  head: string;
  root: string;
  seed: string;
}
/** `path`: the page's path and query. */
type RenderEventShell = (event: PageEvent, path: string) => EventShell;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `text` put in front of the first `marker` (a function, so that `$&` and the like in `text` stay as they are). */
const insertBefore = (html: string, marker: string | RegExp, text: string) => html.replace(marker, (found) => `${text}${found}`);

/** The page handler; `dist` holds index.html (checked by the caller). */
export async function webPages(dist: string, config: AppConfig, sources: WebPageSources, logger: Logger): Promise<express.RequestHandler> {
  const indexHtml = withTrackingIds(withSentryDsn(readFileSync(resolve(dist, 'index.html'), 'utf8'), config), config);
  const calendarHtml = existsSync(resolve(dist, 'calendar.html')) ? readFileSync(resolve(dist, 'calendar.html'), 'utf8') : indexHtml;
  const renderEventShell = await loadEventShell(dist, logger);

  /** /event/{id} of an event anyone may see: link previews, and the shell when it is built. Null: the plain page. */
  async function eventPage(request: express.Request, response: express.Response): Promise<string | null> {
    const match = EVENT_PAGE.exec(request.path);
    if (!match) return null;
    // The shell and its view are the viewer's (a manager sees their links), as the app would fetch them.
    const viewer = (await principalOf(request, sources.sessions).catch(() => null)) ?? undefined;
    const event = await sources.event(match[1]!, viewer).catch(() => null);
    // Drafts and private events get the plain page, even for their managers: previews and shells are for what anyone sees.
    if (!event || !event.published || event.private) return null;
    const page = insertBefore(indexHtml, '</head>', `${linkPreviewTags(event, `${request.protocol}://${request.get('host')}`)}\n  `);
    if (!renderEventShell || !ROOT_ELEMENT.test(page)) return page;
    let shell: EventShell;
    try {
      shell = renderEventShell(event, request.originalUrl);
    } catch (error) {
      logger.error({ err: error, eventId: event.id }, 'Could not render the event page shell');
      return page;
    }
    if (viewer) response.set('Cache-Control', `private, ${PAGE_CACHE}`);
    return insertBefore(page, '</head>', `${shell.head}\n  `).replace(ROOT_ELEMENT, () => `<div id="root">${shell.root}</div>${shell.seed}`);
  }

  return (request, response, next) => {
    if (request.method !== 'GET' || API_PREFIXES.some((prefix) => request.path.startsWith(prefix)) || CALENDAR_FEED.test(request.path)) return next();
    response.set('Cache-Control', PAGE_CACHE);
    if (isCalendarPath(request.path)) return void response.type('html').send(calendarHtml);
    eventPage(request, response)
      .then((html) => response.type('html').send(html ?? indexHtml))
      .catch(next);
  };
}

/**
 * The event page's shell renderer, when the web build wrote it (`npm run build:web`); without it (an API-only
 * build, tests) event pages are index.html with their link previews.
 */
async function loadEventShell(dist: string, logger: Logger): Promise<RenderEventShell | null> {
  const file = resolve(dist, EVENT_SHELL_FILE);
  if (!existsSync(file)) {
    logger.info({ file }, 'No event page shell in the web build: event pages are served without it');
    return null;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderEventShell?: unknown };
    if (typeof module.renderEventShell === 'function') return module.renderEventShell as RenderEventShell;
    logger.error({ file }, 'The event page shell exports no renderEventShell: event pages are served without it');
  } catch (error) {
    logger.error({ err: error, file }, 'Could not load the event page shell: event pages are served without it');
  }
  return null;
}

/** The web app reads Sentry's DSN from its page, so one build serves every environment (web/src/lib/error-reporting.ts). */
function withSentryDsn(html: string, config: AppConfig): string {
  if (!config.sentry) return html;
  const tags = [`<meta name="sentry-dsn" content="${escapeHtml(config.sentry.dsn)}" />`, `<meta name="sentry-environment" content="${escapeHtml(config.sentry.environment)}" />`];
  return insertBefore(html, '</head>', `  ${tags.join('\n    ')}\n  `);
}

/**
 * Limelight's own tracking pixel ids of this installation (APP_ENV names it) reach the web app the same way,
 * so one build serves every environment; an unset id has no tag.
 */
function withTrackingIds(html: string, config: AppConfig): string {
  const { googleAnalyticsId, metaPixelId, googleTagManagerContainerId } = config.tracking;
  const tags = [
    `<meta name="app-environment" content="${escapeHtml(config.appEnv)}" />`,
    ...(googleAnalyticsId ? [`<meta name="tracking-google-analytics-id" content="${escapeHtml(googleAnalyticsId)}" />`] : []),
    ...(metaPixelId ? [`<meta name="tracking-meta-pixel-id" content="${escapeHtml(metaPixelId)}" />`] : []),
    ...(googleTagManagerContainerId ? [`<meta name="tracking-gtm-container-id" content="${escapeHtml(googleTagManagerContainerId)}" />`] : []),
  ];
  return insertBefore(html, '</head>', `  ${tags.join('\n    ')}\n  `);
}

/** Link previews (Open Graph): crawlers read the HTML, not the app. */
function linkPreviewTags(event: PageEvent, origin: string): string {
  const description = event.description.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 300);
  const tags: [string, string][] = [
    ['og:title', event.name],
    ['og:description', description],
    ['og:type', 'website'],
    ['og:url', `${origin}/event/${event.id}`],
    ...(event.poster ? ([['og:image', `${origin}${event.poster}`]] as [string, string][]) : []),
  ];
  return tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`).join('\n  ');
}
