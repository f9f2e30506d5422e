// The rules of a bookable demo, one home for the page, the engine and the server.

/** How long a demo lasts. */
export const demoMinutes = 30;
/** Kept free after each demo (notes, travel between calls). */
export const bufferMinutes = 15;
/** Start times offered: every half hour from the start of a salesperson's working period. */
export const slotStepMinutes = 30;
/** The earliest slot is this many working minutes (office hours, closed days skipped) after now. */
export const noticeWorkingMinutes = 120;
/** The last bookable day is today plus this many days (Vietnam time). */
export const bookingWindowDays = 21;
/** Who a slot goes to when no salesperson takes leads: the team, unassigned (the owner sees it). */
export const teamKey = 'team';
