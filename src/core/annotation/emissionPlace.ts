// Where an emission sits in its case, in terms every benchmark has: a BFCL emission is a step of a turn
// (indices into `result` and the turn's list), a tau2 emission is an assistant message (its index in
// `messages`). Decisions are keyed by this place, never by BFCL names, so tau2 runs need no new store.
import * as z from 'zod';

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

// The store's key of a place is the model's, so a format's reader keys its texts by it too.
export { placeText } from '../model/model';

/**
 * Where an emission is, as every human-facing text numbers it (editor, case view, review view, panel,
 * CLI tables): `T2 · step 1`, turns and steps counted from 1 as the case view heads them; a tau2
 * message by its index in `messages`, the number the case view prints in brackets (`message 7`).
 */
export function placeLabel(place: EmissionPlace): string {
  return isTau2Place(place) ? `message ${place.message}` : `T${place.turn + 1} · step ${place.step + 1}`;
}
