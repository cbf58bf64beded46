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
});
