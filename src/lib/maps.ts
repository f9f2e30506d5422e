/** Link that opens `address` in Google Maps (search), on the phone's maps app where it has one. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
