import { pino, type DestinationStream, type Logger } from 'pino';

/** Structured JSON logs; credentials never reach them. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.accessToken', '*.token', '*.secret'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
