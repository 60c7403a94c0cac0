/* Plain published values, apart from the schemas so the client imports them without the validation library (tests/api/bundle.test.ts). */
export const TICKET_TITLE_MAX = 100;
export const TICKET_CONTENT_MAX = 2000;
export const TICKET_IMAGES_MAX = 3;
export const TICKETS_PER_DAY = 10;
