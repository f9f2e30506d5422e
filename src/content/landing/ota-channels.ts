/** The OTA channels the software keeps in sync, by the names hotel owners know them by. */
export const otaChannels = ['Booking.com', 'Agoda', 'Traveloka', 'Expedia'] as const;
