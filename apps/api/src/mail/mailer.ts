import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { createTransport } from "nodemailer";

/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A page where the recipient stops these e-mails (sent as `List-Unsubscribe`). */
  unsubscribeUrl?: string;
}

/** Where mail goes: the sandbox's folder, or an SMTP server. */
export interface Mailer {
  readonly provider: "sandbox" | "smtp";
  /** Hands a message to the provider; resolves once it has taken it. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

type Transport = ReturnType<typeof createTransport>;

function mailer(
  provider: Mailer["provider"],
  from: string,
  transport: Transport,
  deliver: (built: unknown) => Promise<void>,
): Mailer {
  return {
    provider,
    async send(message) {
      const built: unknown = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        // Base64 keeps Telugu text and long links intact, whatever the line lengths.
        textEncoding: "base64",
        ...(message.unsubscribeUrl && { list: { unsubscribe: message.unsubscribeUrl } }),
      });
      await deliver(built);
    },
    close: () => transport.close(),
  };
}

/**
 * The sandbox provider: each message, as an SMTP server would receive it, becomes one `.eml` file
 * in `dir` (readable by any mail program), named by the time it was sent. Nothing leaves the machine.
 */
export function sandboxMailer(dir: string, from: string): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return mailer("sandbox", from, transport, async (built) => {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
    // Addresses and names are personal data: readable by this machine's user only.
    await writeFile(join(dir, name), (built as { message: Buffer }).message, { mode: 0o600 });
  });
}

/** A real provider over SMTP (`smtps://user:pass@smtp.example.com`), with short timeouts. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({
    url,
    // The form's answer waits for the server to take the message: never for long.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return mailer("smtp", from, transport, async () => {});
}
