import type { AdvancedIdentityReq } from '@contract/identity';

export type PhotoName = keyof AdvancedIdentityReq;
export const PHOTO_NAMES: readonly PhotoName[] = ['frontUrl', 'backUrl', 'holdingUrl'];
export type AdvancedIdentityPhotos = Record<PhotoName, string | null>;
export type AdvancedIdentityProblem = 'uploading' | 'frontMissing' | 'backMissing' | 'holdingMissing';

const MISSING: Record<PhotoName, AdvancedIdentityProblem> = {
  frontUrl: 'frontMissing',
  backUrl: 'backMissing',
  holdingUrl: 'holdingMissing',
};

/** Nothing is sent while a file is still uploading, nor without all three photos; the request otherwise. */
export function checkAdvancedIdentity(
  photos: AdvancedIdentityPhotos,
  uploading: boolean,
): { problem: AdvancedIdentityProblem } | { request: AdvancedIdentityReq } {
  if (uploading) return { problem: 'uploading' };
  const missing = PHOTO_NAMES.find((name) => photos[name] === null);
  if (missing) return { problem: MISSING[missing] };
  const { frontUrl, backUrl, holdingUrl } = photos as AdvancedIdentityReq;
  return { request: { frontUrl, backUrl, holdingUrl } };
}
