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
});
