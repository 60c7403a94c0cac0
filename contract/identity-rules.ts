/**
 * The published ID types and ID number formats of docs/identity.md "Basic": plain data, so the client's form and the
 * server's check read the same table (no schema code ships to the phone).
 */
export const ID_TYPES = ['passport', 'nationalId', 'drivingLicence'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** Countries with a published national ID format; any other country uses `OTHER_NATIONAL_ID`. */
export const NATIONAL_ID_PATTERNS: Readonly<Record<string, readonly string[]>> = {
  CN: ['^[0-9]{17}[0-9X]$'],
  HK: ['^[A-Z]{1,2}[0-9]{6}\\(?[0-9A]\\)?$'],
  TW: ['^[A-Z][12][0-9]{8}$'],
  JP: ['^[0-9]{12}$'],
  KR: ['^[0-9]{6}-?[0-9]{7}$'],
  TR: ['^[1-9][0-9]{10}$'],
  DE: ['^[CFGHJKLMNPRTVWXYZ0-9]{9}$'],
  FR: ['^[A-Z0-9]{9}$', '^[0-9]{12}$'],
};
const OTHER_NATIONAL_ID = ['^[A-Z0-9-]{5,20}$'];
const PATTERNS_BY_TYPE: Readonly<Record<Exclude<IdType, 'nationalId'>, readonly string[]>> = {
  passport: ['^[A-Z0-9]{6,9}$'],
  drivingLicence: ['^[A-Z0-9-]{5,20}$'],
};

/** An ID number as it is checked and stored: spaces removed, letters upper-cased. */
export const normaliseIdNumber = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

/** The patterns an ID number of this type (and issuing country, for a national ID) must match one of. */
export const idNumberPatterns = (idType: IdType, country: string): readonly string[] =>
  idType === 'nationalId' ? (NATIONAL_ID_PATTERNS[country.toUpperCase()] ?? OTHER_NATIONAL_ID) : PATTERNS_BY_TYPE[idType];

export const isValidIdNumber = (idType: IdType, country: string, raw: string): boolean => {
  const value = normaliseIdNumber(raw);
  return idNumberPatterns(idType, country).some((p) => new RegExp(p).test(value));
};

/** A name: 2-64 characters after trimming, letters of any script, spaces and . ' - ·, starting with a letter. */
export const isValidIdName = (raw: string): boolean => /^\p{L}[\p{L}\p{M} .'·-]{1,63}$/u.test(raw.trim());

/** Credit score (docs/identity.md "Credit score"): the start and what each approved level adds; nothing else changes it. */
export const CREDIT_SCORE_START = 100;
export const CREDIT_SCORE_PER_LEVEL = 10;
