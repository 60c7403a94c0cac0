/**
 * Uploaded images are decoded and encoded again (sharp), so that only real pictures are stored and
 * nothing but their pixels survives: EXIF (camera, GPS position, time), XMP, ICC and comments are
 * dropped. The EXIF orientation is applied first, so the picture still stands the right way up.
 */
import sharp, { type FormatEnum } from 'sharp';
import { AppError, unprocessable } from '../errors';
import type { ImageMime } from './image-type';

/**
 * Above any phone camera's photo. Checked on the header before a pixel is decoded, so a small file
 * cannot unpack into gigabytes of memory.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** one image may not hold the decoder longer (the libvips thread pool is shared) */
const MAX_DECODE_SECONDS = 30;

const FORMAT: Record<ImageMime, keyof FormatEnum> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };
const ENCODE_OPTIONS = { quality: 90 };

const unreadable = () => unprocessable('imageUnreadable');

/**
 * The image re-encoded in its own format without metadata. `mime` is what its first bytes say
 * (image-type.ts), so only the PNG, JPEG and WebP decoders ever see an upload. Refuses with 422
 * imageUnreadable what does not decode cleanly (a valid header over broken or missing pixel data),
 * and with 413 imageTooManyPixels a picture over MAX_IMAGE_PIXELS.
 */
export async function cleanImage(data: Buffer, mime: ImageMime): Promise<Buffer> {
  // 'warning' (sharp's default, named here on purpose): truncated or corrupt pixel data is refused
  const options = { failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true } as const;
  const header = await sharp(data, { ...options, limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  if (header.format !== FORMAT[mime]) throw new AppError(415, 'fileTypeNotAllowed');
  if (header.width * header.height > MAX_IMAGE_PIXELS) {
    throw new AppError(413, 'imageTooManyPixels', { megapixels: MAX_IMAGE_PIXELS / 1_000_000 });
  }
  return sharp(data, options)
    .timeout({ seconds: MAX_DECODE_SECONDS })
    .toFormat(FORMAT[mime], ENCODE_OPTIONS)
    .toBuffer()
    .catch(() => {
      throw unreadable();
    });
}
