/** The published documents of /documentDetail/{type} (docs/pages.md); any other type is "not found". */
export const DOCUMENT_TYPES = ['agreement', 'privacy', 'fees', 'cycle', 'lockMining'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const isDocumentType = (value: string | undefined): value is DocumentType => DOCUMENT_TYPES.some((type) => type === value);

/** The two documents the server keeps as content pages by code; the others are read from the live rule catalogues. */
export const CONTENT_DOCUMENTS: readonly DocumentType[] = ['agreement', 'privacy'];
