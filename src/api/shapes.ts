/** Answer shapes of docs/api.md, all defined in contract/ and taken as types only, so no validation code ships. */
export type { CodeSent, OutboxEntry } from '@contract/account';
export type { BalancesResult } from '@contract/assets';
export type {
  Banner,
  Content,
  ContentListReq,
  ContentSummary,
  ContentType,
  DrawInfo,
  PlatformInfo,
  TempToken,
  UploadResult,
  WapConfig,
} from '@contract/content';
