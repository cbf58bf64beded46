import { pino, type Logger } from 'pino';

/** Structured JSON logs; credentials never reach them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.accessToken',
        '*.token',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  });
}
