/** Small real images (drawn by sharp) and impostors for the upload tests. */
import sharp from 'sharp';

const draw = (width = 3, height = 2) => sharp({ create: { width, height, channels: 3, background: '#2980b9' } });

export const PNG = await draw().png().toBuffer();
export const JPEG = await draw().jpeg().toBuffer();
export const WEBP = await draw().webp().toBuffer();
/** a phone photo's metadata: the camera, a GPS position, and an orientation tag (turn 90° clockwise) */
export const JPEG_WITH_GPS = await draw(4, 2)
  .jpeg()
  .withExif({
    IFD0: { Make: 'PhoneCo', Model: 'X1' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100' },
  })
  .withMetadata({ orientation: 6 })
  .toBuffer();
/** a PNG signature followed by zeros: the right first bytes and no picture */
export const PNG_HEADER_AND_ZEROS = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(1024)]);
/** a real PNG whose pixel data is cut off half way */
export const PNG_CUT_SHORT = (await draw(64, 64).png({ compressionLevel: 0 }).toBuffer()).subarray(0, 4000);
/** 8000 × 7000 pixels of one colour: a small file that would decode into 168 MB */
export const pngWithTooManyPixels = () => draw(8000, 7000).png({ compressionLevel: 9 }).toBuffer();
/** a picture of `width` × `height` pixels of noise (the same every time), which PNG cannot shrink much */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) pixels[i] = (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) >> 16;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
/** an HTML page dressed up as an image */
export const HTML = Buffer.from('<html><script>alert(1)</script></html>');
/** RIFF, but a WAV file rather than WebP */
export const WAV = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WAVEfmt '), Buffer.alloc(14, 1)]);

const COM_MAX = 4 + 65_533;

/** `jpeg` grown to exactly `size` bytes with comment segments: still a real JPEG, like a photo with large metadata. */
export function jpegOfSize(jpeg: Buffer, size: number): Buffer {
  let left = size - jpeg.length;
  if (left < 0 || (left > 0 && left < 4)) throw new Error(`jpegOfSize: cannot grow ${jpeg.length} bytes to ${size}`);
  const segments: Buffer[] = [];
  while (left > 0) {
    let length = Math.min(left, COM_MAX);
    if (left - length > 0 && left - length < 4) length -= 4;
    const segment = Buffer.alloc(length, 0x20);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(length - 2, 2);
    segments.push(segment);
    left -= length;
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}

/** Whether `exif` (as sharp's metadata() gives it: "Exif\0\0" and a TIFF block) points to a GPS block (tag 0x8825). */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.subarray(6, 8).toString('latin1') === 'II';
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}
