import type { ApiPropertyOptions } from '@nestjs/swagger';

/**
 * A named enum of the contract whose values carry the names a page shows them by (`x-labels`), so that
 * clients read the labels from the contract instead of repeating them.
 */
export const labelledEnumProperty = (name: string, labels: Record<string, string>, description: string, options: { description?: string } = {}) =>
  ({ ...options, enum: Object.keys(labels), enumName: name, enumSchema: { description, 'x-labels': labels } }) as ApiPropertyOptions;
