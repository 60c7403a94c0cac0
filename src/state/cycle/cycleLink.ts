/** /cycle on a symbol (the Options tab's page); the page reads `symbol` from the address. */
export function cyclePageLink(symbol: string): string {
  return `/cycle?${new URLSearchParams({ symbol }).toString()}`;
}
