import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailed } from '../errors.js';

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messagesOf(error.children ?? [])]);
}

/** Validates request DTOs (class-validator) and answers 400 `[{ message }]` with each field's message. */
export const apiValidationPipe = new ValidationPipe({
  whitelist: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => new ValidationFailed(messagesOf(errors)),
});
