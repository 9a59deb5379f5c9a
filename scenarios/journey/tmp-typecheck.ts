import type { JourneyMeta } from './format';
const m: JourneyMeta = null as never;
export const x: number = m.startedAt.virtual;
// @ts-expect-error masked is boolean
export const y: string = m.masked;
