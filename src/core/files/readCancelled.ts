// The one error every streaming read throws when its caller cancels it (a Cancel button), whatever the
// benchmark: callers tell a cancelled read from a failed one by this class.
export class ReadCancelled extends Error {
  constructor() {
    super('Reading was cancelled.');
  }
}
