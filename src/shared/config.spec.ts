import { readConfig } from './config.js';

describe('readConfig', () => {
  it('takes RTMP_PORT as the live ingest port, 1935 when unset', () => {
    expect(readConfig({ RTMP_PORT: '1936' }).rtmpPort).toBe(1936);
    expect(readConfig({ RTMP_PORT: '1' }).rtmpPort).toBe(1);
    expect(readConfig({ RTMP_PORT: '65535' }).rtmpPort).toBe(65535);
    expect(readConfig({}).rtmpPort).toBe(1935);
    expect(readConfig({ RTMP_PORT: '' }).rtmpPort).toBe(1935);
  });

  it.each(['0', '65536', '-1', '19.35', 'rtmp', '1935x', '0x79f', ' '])('refuses to start with RTMP_PORT=%j', (value) => {
    expect(() => readConfig({ RTMP_PORT: value })).toThrow(`RTMP_PORT must be a whole number from 1 to 65535, not ${JSON.stringify(value)}`);
  });

  it('reports errors to Sentry with SENTRY_DSN, in the environment SENTRY_ENVIRONMENT or NODE_ENV names; to the logs without', () => {
    expect(readConfig({}).sentry).toBeUndefined();
    expect(readConfig({ SENTRY_DSN: ' ' }).sentry).toBeUndefined();
    expect(readConfig({ SENTRY_DSN: 'https://abc123@o42.ingest.sentry.io/4507' }).sentry).toEqual({ dsn: 'https://abc123@o42.ingest.sentry.io/4507', environment: 'development' });
    expect(readConfig({ SENTRY_DSN: 'http://public@127.0.0.1:9000/1', NODE_ENV: 'production' }).sentry?.environment).toBe('production');
    expect(readConfig({ SENTRY_DSN: 'https://abc@sentry.example/sub/path/7', NODE_ENV: 'production', SENTRY_ENVIRONMENT: 'staging' }).sentry?.environment).toBe('staging');
  });

  it.each(['abc123', 'https://o42.ingest.sentry.io/4507', 'ftp://abc@sentry.example/1', 'https://abc@sentry.example/', 'https://abc@sentry.example/1?x=1'])('refuses to start with SENTRY_DSN=%j', (value) => {
    expect(() => readConfig({ SENTRY_DSN: value })).toThrow('SENTRY_DSN must be a Sentry DSN: https://<public key>@<host>/<project id>');
  });

  it('names the installation by APP_ENV, development when unset', () => {
    expect(readConfig({}).appEnv).toBe('development');
    expect(readConfig({ APP_ENV: '' }).appEnv).toBe('development');
    for (const name of ['development', 'preview', 'staging', 'production']) expect(readConfig({ APP_ENV: name }).appEnv).toBe(name);
  });

  it.each(['prod', 'Production', 'test', ' staging'])('refuses to start with APP_ENV=%j', (value) => {
    expect(() => readConfig({ APP_ENV: value })).toThrow(`APP_ENV must be one of development, preview, staging, production, not ${JSON.stringify(value)}`);
  });

  it("takes Limelight's own tracking pixel ids from the environment, none when unset", () => {
    expect(readConfig({}).tracking).toEqual({ googleAnalyticsId: null, metaPixelId: null, googleTagManagerContainerId: null });
    expect(readConfig({ TRACKING_GOOGLE_ANALYTICS_ID: ' G-LIME1234 ', TRACKING_META_PIXEL_ID: '123456789012345', TRACKING_GTM_CONTAINER_ID: 'GTM-5XK2Q9', TRACKING_UNKNOWN: 'x' }).tracking).toEqual({
      googleAnalyticsId: 'G-LIME1234',
      metaPixelId: '123456789012345',
      googleTagManagerContainerId: 'GTM-5XK2Q9',
    });
    expect(readConfig({ TRACKING_META_PIXEL_ID: ' ' }).tracking.metaPixelId).toBeNull();
  });

  it.each([
    ['TRACKING_GOOGLE_ANALYTICS_ID', 'AW-123', 'a Google Analytics id (G-XXXXXXX or UA-XXXXXX-X)'],
    ['TRACKING_META_PIXEL_ID', 'px-1"><script>', 'a Meta pixel id (digits)'],
    ['TRACKING_GTM_CONTAINER_ID', 'G-ABCDEF', 'a Google Tag Manager container id (GTM-XXXXXX)'],
  ])('refuses to start with %s=%j', (name, value, what) => {
    expect(() => readConfig({ [name]: value })).toThrow(`${name} must be ${what}, not ${JSON.stringify(value)}`);
  });
});
