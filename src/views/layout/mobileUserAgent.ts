// Phones and tablets announce themselves in the user agent; iPadOS 13+ poses as a Mac, so a Mac
// with a touch screen counts as mobile too.
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|HarmonyOS|Opera Mini|IEMobile/i;

export function isMobileUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  return MOBILE_UA.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
