/**
 * The address to link to, or null when it is not plain http(s): the server's symbol data is shown
 * as a link, and a `javascript:` or `data:` address must never become one.
 */
export function safeExternalUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
