import { ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { ValidationFailed } from '../errors.js';

function messagesOf(errors: ValidationError[]): string[] {
  return errors.flatMap((error) => [...Object.values(error.constraints ?? {}), ...messagesOf(error.children ?? [])]);
}

/** PostgreSQL text (and jsonb) cannot hold a NUL character: such input is refused before any handler stores or looks it up. */
const NUL_MESSAGE = 'Text cannot contain null characters';

const hasNul = (value: unknown): boolean =>
  typeof value === 'string' ? value.includes('\u0000') : !!value && typeof value === 'object' && Object.values(value).some(hasNul);

/** Validates request DTOs (class-validator) and answers 400 `[{ message }]` with each field's message. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom' && hasNul(value)) throw new ValidationFailed([NUL_MESSAGE]);
    return super.transform(value, metadata);
  }
}

export const apiValidationPipe = new ApiValidationPipe({
  whitelist: true,
  transform: true,
  stopAtFirstError: true,
  exceptionFactory: (errors) => new ValidationFailed(messagesOf(errors)),
});
