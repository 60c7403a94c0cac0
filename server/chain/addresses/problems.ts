/**
 * Why an address is refused, as message keys of locales/<lang>/server.json: `addressFormat` when it does not have the
 * network's form at all (length, alphabet, prefix), `addressChecksum` when it has the form but its checksum fails (a
 * mistyped character).
 */
export type AddressProblem = 'addressFormat' | 'addressChecksum';
