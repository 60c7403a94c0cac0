/**
 * Answers of docs/api.md that contract/ does not hold yet. The content and common shapes come from
 * contract/content.ts as types only, so no validation code ships; the rest are written here from
 * docs/api.md.
 */
import type { Balance } from '@contract/assets';

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

/** When a sent code expires and when another may be asked for (ms since the epoch). */
export interface CodeSent {
  expiresAt: number;
  resendAfter: number;
}

/** A code "sent" in the demo, as demo/outbox lists it. */
export interface OutboxEntry {
  to: string;
  code: string;
  purpose: string;
  message: string;
  ts: number;
}

export interface BalancesResult {
  balances: Balance[];
}
