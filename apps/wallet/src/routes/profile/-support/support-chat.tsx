import { supportContact } from "@repo/mock-data/support";
import { Button } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { cn } from "@repo/ui/lib/cn";
import { Mail, Send } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";

import { findAnswer, type HelpTopic } from "../../../lib/support-answer";

/** Longest question the chat takes (an e-mail body carries it to the team). */
const MAX_QUESTION = 500;

/** What was said, kept by meaning so the conversation follows a language switch. */
type Message =
  | { from: "you"; text: string }
  | { from: "help"; topic: string }
  | { from: "help"; handOver: string };

type SupportChatProps = { topics: readonly HelpTopic[] };

/**
 * A chat that answers in the app: a typed question (or a suggested one) gets the help topic that
 * matches it, and a question no topic answers goes to the support team by e-mail, already written.
 */
export function SupportChat({ topics }: SupportChatProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "supportChat" });
  const [messages, setMessages] = useState<Message[]>([]);
  const [draft, setDraft] = useState("");
  const id = useId();

  const ask = (question: string) => {
    const text = question.trim().slice(0, MAX_QUESTION);
    if (!text) return;
    const topic = findAnswer(text, topics);
    const reply: Message = topic
      ? { from: "help", topic: topic.id }
      : { from: "help", handOver: text };
    setMessages((earlier) => [...earlier, { from: "you", text }, reply]);
    setDraft("");
  };

  const mailto = (question: string) =>
    `mailto:${supportContact.email}?${new URLSearchParams({
      subject: t("mailSubject"),
      body: question,
    })
      .toString()
      .replace(/\+/g, "%20")}`;

  const bubble = (from: Message["from"]) =>
    cn(
      "max-w-[85%] rounded-2xl px-4 py-2 text-sm",
      from === "you"
        ? "self-end rounded-br-sm bg-primary text-primary-foreground"
        : "self-start rounded-bl-sm bg-muted",
    );

  return (
    <section id="chat" aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="font-semibold">
        {t("title")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <div
        role="log"
        aria-label={t("log")}
        className="flex flex-col gap-2 rounded-xl border bg-card p-3"
      >
        <p className={bubble("help")}>
          <span className="sr-only">{t("help")}: </span>
          {t("greeting")}
        </p>
        {messages.map((message, index) => (
          <p key={index} className={bubble(message.from)}>
            <span className="sr-only">{message.from === "you" ? t("you") : t("help")}: </span>
            {"text" in message ? (
              message.text
            ) : "topic" in message ? (
              topics.find((topic) => topic.id === message.topic)?.answer
            ) : (
              <>
                {t("noMatch")}{" "}
                <a
                  href={mailto(message.handOver)}
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary underline underline-offset-4"
                >
                  <Mail aria-hidden="true" className="size-4" />
                  {t("handOver")}
                </a>
              </>
            )}
          </p>
        ))}
      </div>
      <ul aria-label={t("suggestions")} className="flex flex-wrap gap-2">
        {topics.map((topic) => (
          <li key={topic.id}>
            <button
              type="button"
              onClick={() => ask(topic.question)}
              className="min-h-11 rounded-full border bg-background px-3 py-1 text-left text-sm hover:bg-muted"
            >
              {topic.question}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          ask(draft);
        }}
      >
        <Label htmlFor={`${id}-question`}>{t("label")}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-question`}
            value={draft}
            maxLength={MAX_QUESTION}
            autoComplete="off"
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={draft.trim() === ""}>
            <Send aria-hidden="true" />
            {t("send")}
          </Button>
        </div>
      </form>
    </section>
  );
}
