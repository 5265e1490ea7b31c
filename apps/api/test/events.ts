/** A server-sent event as the browser's EventSource would hand it over. */
export interface ServerEvent {
  event: string;
  id?: string;
  data: string;
}

/**
 * Reads a text/event-stream response event by event. `next` waits for the next event that
 * matches (skipping others) and fails after `ms` (a bound for a broken stream, not a timing the
 * test depends on: events arrive within about a second).
 */
export function readEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  const pending: ServerEvent[] = [];

  async function more(): Promise<boolean> {
    const { value, done } = await reader.read();
    if (done) return false;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: ServerEvent = { event: "message", data: "" };
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        const [field, ...rest] = line.split(":");
        const text = rest.join(":").replace(/^ /, "");
        if (field === "event") event.event = text;
        else if (field === "id") event.id = text;
        else if (field === "data") data.push(text);
      }
      if (data.length > 0 || event.event !== "message") {
        event.data = data.join("\n");
        pending.push(event);
      }
    }
    return true;
  }

  return {
    async next(match: (event: ServerEvent) => boolean = () => true, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const index = pending.findIndex(match);
        if (index >= 0) return pending.splice(0, index + 1).at(-1)!;
        pending.length = 0;
        if (Date.now() > deadline) throw new Error("no matching event in time");
        const timeout = new Promise<"timeout">((resolve) =>
          setTimeout(() => resolve("timeout"), Math.max(0, deadline - Date.now())),
        );
        const result = await Promise.race([more(), timeout]);
        if (result === false) throw new Error("the stream ended");
        if (result === "timeout") throw new Error("no matching event in time");
      }
    },
    close: () => reader.cancel(),
  };
}
