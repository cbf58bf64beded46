import { colorText, isHexColor } from '../../../../lib/calendar-options';

/** Seed 001 §5 "Calendar generator colors": the text loses a leading '#', is uppercased, and holds at most 7 characters. */
export const cleanColorInput = (text: string) => colorText(text.slice(0, 7));

/** Seed 001 §5 "Generic text input": 'Invalid {label}' when the colour is no six-digit hex. */
export const colorError = (label: string, value: string): string | undefined => (isHexColor(value) ? undefined : `Invalid ${label.toLowerCase()}`);
