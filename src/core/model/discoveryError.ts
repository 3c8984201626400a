// What a reader throws when the paths it was given hold no run it can read (a path that does not exist,
// a folder with no run of the format): the message says where and what, and a command prints it and
// exits 2. Neutral, so a command catches it without naming the format that threw it.
export class DiscoveryError extends Error {}
