/**
 * The support chat's answers: the help topic whose words best match a typed question, in whatever
 * language the topics are shown in. No match means the question goes to the team by e-mail.
 */
export type HelpTopic<Id extends string = string> = { id: Id; question: string; answer: string };

/**
 * Words that say something, in any script (letters with their vowel signs, and digits),
 * lower-cased: four characters or more, which leaves out "a", "the", "how" and the like.
 */
export const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).filter((word) => word.length >= 4);

/** "limit" matches "limits" and "payment" "payments". */
const sameWord = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

/**
 * The best-matching topic (a word of its question counts twice, one of its answer once), or null
 * when none shares a word with the question.
 */
export function findAnswer<Id extends string>(
  question: string,
  topics: readonly HelpTopic<Id>[],
): HelpTopic<Id> | null {
  const asked = wordsOf(question);
  let best: { topic: HelpTopic<Id>; score: number } | null = null;
  for (const topic of topics) {
    const inQuestion = wordsOf(topic.question);
    const inAnswer = wordsOf(topic.answer);
    const score = asked.reduce(
      (total, word) =>
        total +
        (inQuestion.some((other) => sameWord(word, other))
          ? 2
          : inAnswer.some((other) => sameWord(word, other))
            ? 1
            : 0),
      0,
    );
    if (score > 0 && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic ?? null;
}
