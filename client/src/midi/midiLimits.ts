/** The clock offset a device may set, each way, in ms (small enough for the settings to load with the page). */
export const CLOCK_OFFSET_MS_MAX = 50;
