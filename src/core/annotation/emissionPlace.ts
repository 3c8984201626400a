// Where an emission sits in its case, in terms every benchmark has: a BFCL emission is a step of a turn
// (indices into `result` and the turn's list), a tau2 emission is an assistant message (its index in
// `messages`). Decisions are keyed by this place, never by BFCL names, so tau2 runs need no new store.
import { z } from 'zod';

export const BfclPlaceSchema = z.object({
  turn: z.number().int().nonnegative(),
  step: z.number().int().nonnegative(),
}).strict();

export const Tau2PlaceSchema = z.object({
  message: z.number().int().nonnegative(),
}).strict();

export const EmissionPlaceSchema = z.union([BfclPlaceSchema, Tau2PlaceSchema]);
export type EmissionPlace = z.infer<typeof EmissionPlaceSchema>;

export function isTau2Place(place: EmissionPlace): place is z.infer<typeof Tau2PlaceSchema> {
  return 'message' in place;
}

/** A stable text for maps and for people: `turn 1 step 0` or `message 7`. */
export function placeText(place: EmissionPlace): string {
  return isTau2Place(place) ? `message ${place.message}` : `turn ${place.turn} step ${place.step}`;
}
