// The files a BFCL `case` read, as its text and JSON name them.
import type { TestDataFolder } from '../goldPath/testData';

export interface CaseFiles {
  resultFile: string;
  scoreFile: string | null;
  data: TestDataFolder | null;
  /** Why the test data found is not used (another run's); null when it is, or none was found. */
  dataNotUsed: string | null;
}
