import { bearer, makeSiteAdmin, signUpUser, startTestApp, type TestApp, type TestUser } from '../support/app.js';
import { projectUntil, publishedEvent } from '../support/checkout.js';
import { ticket } from '../support/events.js';

const TOKEN = 'prometheus-scrape-token';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/**
 * Prometheus' text exposition format (version 0.0.4), strictly: every line is a HELP, a TYPE or a sample of
 * a declared family; anything else throws.
 */
function parsePrometheusText(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        if (!/^(counter|gauge|histogram|summary|untyped)$/.test(comment[3]!)) throw new Error(`Bad TYPE line: ${line}`);
        types.set(comment[2]!, comment[3]!);
      }
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: -?\d+)?$/.exec(line);
    if (!sample) throw new Error(`Not a Prometheus line: ${line}`);
    const [, name, labelText = '', valueText] = sample as unknown as [string, string, string | undefined, string];
    const labels: Record<string, string> = {};
    const rest = labelText.replace(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\[\\"n])*)",?/g, (_, label: string, value: string) => {
      labels[label] = value.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1');
      return '';
    });
    if (rest !== '') throw new Error(`Bad labels: ${line}`);
    const value = valueText === '+Inf' ? Infinity : valueText === '-Inf' ? -Infinity : Number(valueText);
    if (Number.isNaN(value) && valueText !== 'NaN') throw new Error(`Bad value: ${line}`);
    if (!types.has(name!)) throw new Error(`Sample of an undeclared family: ${line}`);
    samples.push({ name: name!, labels, value });
  }
  return { types, samples };
}

describe('metrics for Prometheus', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await startTestApp({ metricsToken: TOKEN });
    admin = await signUpUser(t.http, { name: 'Site Admin' });
    await makeSiteAdmin(t.db, admin.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async () => {
    const response = await t.http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parsePrometheusText(response.text);
  };
  const valueOf = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
    samples.find((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))?.value;

  it('refuses a scrape without the token or a site admin’s session', async () => {
    expect((await t.http.get('/metrics').expect(401)).body).toEqual({ message: 'Please log in to continue' });
    expect((await t.http.get('/metrics').set('Authorization', 'Bearer not-the-token').expect(401)).body).toEqual({ message: 'Please log in to continue' });
    const someone = await signUpUser(t.http);
    expect((await t.http.get('/metrics').set(bearer(someone)).expect(403)).body).toEqual({ message: 'Only site admins can do this' });
    const asAdmin = await t.http.get('/metrics').set(bearer(admin)).expect(200);
    expect(parsePrometheusText(asAdmin.text).types.get('limelight_holds_live')).toBe('gauge');
  });

  it('declares every family, parseable as Prometheus text', async () => {
    const { types } = await scrape();
    expect(Object.fromEntries(types)).toEqual({
      limelight_projection_events_behind: 'gauge',
      limelight_projection_lag_seconds: 'gauge',
      limelight_holds_live: 'gauge',
      limelight_holds_live_tickets: 'gauge',
      limelight_webhook_deliveries_pending: 'gauge',
      limelight_webhook_deliveries_paused: 'gauge',
      limelight_webhook_deliveries_given_up: 'gauge',
      limelight_webhook_attempts_failed_total: 'counter',
      limelight_confirmation_emails_pending: 'gauge',
      limelight_confirmation_emails_failed: 'gauge',
    });
  });

  it('shows how far a projection is behind, and that it catches up', async () => {
    const signUps = { projection: 'sign_ups_per_day' };
    await projectUntil(t, async () => valueOf((await scrape()).samples, 'limelight_projection_events_behind', signUps) === 0);

    // A sign-up is an event for that projection; no worker runs here, so it waits.
    await signUpUser(t.http);
    let samples: Sample[] = [];
    await waitFor(async () => {
      samples = (await scrape()).samples;
      return valueOf(samples, 'limelight_projection_events_behind', signUps) === 1;
    });
    expect(valueOf(samples, 'limelight_projection_lag_seconds', signUps)).toBeGreaterThanOrEqual(0);

    await projectUntil(t, async () => valueOf((await scrape()).samples, 'limelight_projection_events_behind', signUps) === 0);
  });

  it('counts a live hold made through the API, and nothing waiting in the outboxes', async () => {
    const before = (await scrape()).samples;
    expect(valueOf(before, 'limelight_holds_live')).toBe(0);
    const owner = await signUpUser(t.http);
    const event = await publishedEvent(t, owner, { ticketTypes: [ticket({ name: 'Free', price: 0 })] });
    // An order selects tickets: they are held until it completes or its hold expires.
    await t.http.post('/client_side_api/v1/orders').send({ event: event.dateId, tickets: [{ id: event.tickets.Free, quantity: 3 }] }).expect(201);

    const { samples } = await scrape();
    expect(valueOf(samples, 'limelight_holds_live')).toBe(1);
    expect(valueOf(samples, 'limelight_holds_live_tickets')).toBe(3);
    expect(samples.filter((s) => s.name === 'limelight_webhook_deliveries_pending')).toEqual(
      ['due', 'in_flight', 'retry_scheduled'].map((state) => ({ name: 'limelight_webhook_deliveries_pending', labels: { state }, value: 0 })),
    );
    expect(valueOf(samples, 'limelight_webhook_attempts_failed_total')).toBe(0);
    expect(valueOf(samples, 'limelight_confirmation_emails_failed')).toBe(0);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
