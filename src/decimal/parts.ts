// Digit parts live in contract/ so the server formats a price the way the client does (contract/format/).
export * from '@contract/decimal-parts';
