/**
 * Request schemas and answer shapes of the common/* and content/* calls (docs/api.md): the server
 * validates with the schemas, the client imports the types only.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Page, PageSize, type Decimal } from './primitives';

import { HELP_CATEGORIES, type HelpCategory } from './help-categories';
export { HELP_CATEGORIES, type HelpCategory } from './help-categories';

export const ContentListReq = Type.Object(
  {
    type: Type.Union([Type.Literal('notice'), Type.Literal('help')]),
    page: Type.Optional(Page),
    size: Type.Optional(PageSize),
    /** help only: one category's articles */
    category: Type.Optional(Type.Union(HELP_CATEGORIES.map((c) => Type.Literal(c)))),
  },
  { additionalProperties: false },
);
export type ContentListReq = Static<typeof ContentListReq>;

export const ContentDetailReq = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false });
export type ContentDetailReq = Static<typeof ContentDetailReq>;

/** 'about', 'agreement', 'privacy', or the code of any other item (e.g. 'help-deposit'). */
export const ContentByCodeReq = Type.Object({ code: Type.String({ pattern: '^[a-z][a-z0-9-]{0,63}$' }) }, { additionalProperties: false });
export type ContentByCodeReq = Static<typeof ContentByCodeReq>;

/** Server-side search of the help articles in the reader's language: every word of `keyword` in the title or body. */
export const ContentSearchReq = Type.Object(
  { keyword: Type.String({ minLength: 1, maxLength: 50 }), page: Type.Optional(Page), size: Type.Optional(PageSize) },
  { additionalProperties: false },
);
export type ContentSearchReq = Static<typeof ContentSearchReq>;

export type ContentType = 'notice' | 'help' | 'page';

export interface ContentSummary {
  id: number;
  type: ContentType;
  code: string;
  title: string;
  /** the first paragraph, shortened */
  summary: string;
  /** ms since the epoch */
  publishedAt: number;
  /** help articles only: their category */
  category?: HelpCategory;
}

/**
 * Help and pages: `body` is plain text blocks separated by a blank line: `## ` starts a heading, a block of `- `
 * lines is a list, anything else a paragraph. Render as text, never as HTML.
 * Notices (announcements): `body` is HTML sanitised by the server's allowlist (docs/help-and-tickets.md); render it
 * with SafeHtml, never with innerHTML.
 */
export interface Content extends ContentSummary {
  body: string;
}

export interface Banner {
  id: number;
  /** a path on this server, e.g. /banners/storage-plan.svg */
  image: string;
  title: string;
  /** an in-app route, e.g. /lockMining or /announcementDetail/106 */
  link: string;
}

export interface WapConfig {
  openH5AppDownload: boolean;
  downloadUrl: string;
  /** the demo features (asset/demo/fund, demo/outbox) are on: the client offers demo top-ups */
  demo: boolean;
}

export interface TempToken {
  token: string;
  expiresAt: number;
}

export interface UploadResult {
  /** e.g. /api/uploads/<32 hex>.png */
  url: string;
}

/** Withdrawal rules of one asset; amounts in that asset. */
export interface DrawInfo {
  asset: string;
  chains: string[];
  /** flat fee per withdrawal */
  fee: Decimal;
  min: Decimal;
  /** per transaction */
  max: Decimal;
  dailyMax: Decimal;
}

export interface PlatformInfo {
  name: string;
  /** an in-app route */
  customerServiceUrl: string;
  supportEmail: string;
}
