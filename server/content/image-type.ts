/**
 * The image types an upload may have, recognised by their first bytes (the declared type can lie).
 * Checked before decoding, so image-clean.ts hands an upload only to the decoder of one of these.
 */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
export type ImageMime = keyof typeof IMAGE_TYPES;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (data: Uint8Array, bytes: readonly number[], at = 0): boolean => bytes.every((b, i) => data[at + i] === b);

export function sniffImage(data: Uint8Array): ImageMime | null {
  if (startsWith(data, PNG)) return 'image/png';
  if (startsWith(data, JPEG)) return 'image/jpeg';
  if (startsWith(data, RIFF) && startsWith(data, WEBP, 8)) return 'image/webp';
  return null;
}

export const isImageMime = (value: string): value is ImageMime => Object.hasOwn(IMAGE_TYPES, value);
