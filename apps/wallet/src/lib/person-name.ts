/**
 * The letters an avatar shows for a person's name: the first letter of its first word and of its
 * last, upper-cased, skipping words that do not begin with a letter (the server's default
 * "SangamPay user 07" is "SU", never "Su0"). A name with no letter at all shows none.
 */
export function initialsOf(name: string): string {
  const firsts = name
    .split(/\s+/)
    .map((word) => Array.from(word)[0] ?? "")
    .filter((letter) => /\p{L}/u.test(letter));
  const picked = firsts.length > 1 ? [firsts[0], firsts.at(-1)] : firsts;
  return picked.join("").toLocaleUpperCase();
}
