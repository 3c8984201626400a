// Small files written for tests beside the real tau2 runs: what ../shared/data has no example of.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempDir } from './tempDir';

/**
 * Judgments in the paper's format for simulations of the whissle run (the released file judges other
 * runs): c4726c14 and 3204b542 confirmed, 36cdf263 not, cc6ed3f3's three writes yes/no/yes, 823fa974's
 * two yes and no verdict, d8240cf6 a line whose tool is not its write's.
 */
export function judgmentsFixture(): string {
  const line = (sim: string, tool: string, confirmed: boolean | null, passed: boolean, reasoning: string) =>
    JSON.stringify({ model: 'whissle', domain: 'airline', sim_id: sim, tool, confirmed, passed, judge_reasoning: reasoning });
  const file = join(tempDir('cl-judgments-'), 'judgments.jsonl');
  writeFileSync(file, [
    line('c4726c14-f132-4944-a51a-465518856f47', 'cancel_reservation', true, false, 'Agent listed the cancellation and the user said yes.'),
    line('3204b542-8809-46e6-8c44-438c00975021', 'cancel_reservation', true, false, 'User approved.'),
    line('36cdf263-75ff-495e-ad78-aab362490bbd', 'update_reservation_flights', false, true, 'No approval before the change.'),
    line('cc6ed3f3-f2d9-4ef5-8a9e-c146ed3fde39', 'book_reservation', true, false, 'Approved.'),
    line('cc6ed3f3-f2d9-4ef5-8a9e-c146ed3fde39', 'book_reservation', false, false, 'A second booking nobody approved.'),
    line('cc6ed3f3-f2d9-4ef5-8a9e-c146ed3fde39', 'book_reservation', true, false, 'Approved again.'),
    line('823fa974-c98e-4194-9b05-1a9217a98e9b', 'update_reservation_passengers', true, false, 'Approved.'),
    line('823fa974-c98e-4194-9b05-1a9217a98e9b', 'update_reservation_flights', null, false, 'JUDGE_ERROR: Extra data'),
    line('d8240cf6-5d0b-471a-9588-c0dd186c8cd3', 'book_reservation', true, true, 'Approved.'),
  ].join('\n') + '\n');
  return file;
}

