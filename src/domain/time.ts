/** Units of time in milliseconds, the unit of the store's clock and of the mock world's virtual clock. */
export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The product's time zone: Mexico City, which has kept UTC-6 all year since 2022 (no daylight saving time). */
export const MX_TIME_ZONE = 'America/Mexico_City';
/** Mexico City's offset from UTC. */
export const MX_OFFSET_MS = -6 * HOUR_MS;
