/** Image upload rules (seed 001 §5): images only, checked by their bytes, at most 8 MB. */
export const MAX_IMAGE_BYTES = 8_388_608;

export const UPLOAD_MESSAGES = {
  notAnImage: 'Please select an image',
  tooLarge: 'Please select an image smaller than 8MB',
  notFound: 'File not found',
} as const;

const SIGNATURES: { type: string; matches(bytes: Uint8Array): boolean }[] = [
  { type: 'image/png', matches: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { type: 'image/webp', matches: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}

/** The image type the bytes are, whatever the file is called; null when they are no image we accept. */
export function detectImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.type ?? null;
}
