// A name's possessive as English writes it: "alice's", "maintainers'" (a name that ends in s takes
// only the apostrophe, as a plural team name reads right that way).

export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
