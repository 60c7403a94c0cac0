import { toString as renderQr } from 'qrcode';

/**
 * The QR code of a text (an address, a link) as an SVG data URL, for an <img>: the page's CSP allows data: images and no
 * inline script. Medium error correction and a quiet zone of 2 modules read well from a phone screen.
 */
export function qrDataUrl(text: string): Promise<string> {
  return renderQr(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }).then(
    (svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
  );
}
