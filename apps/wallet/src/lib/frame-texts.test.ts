import { afterEach, describe, expect, it } from "vitest";

import { frameParts, frameTexts, SAME_AS_ENGLISH } from "./frame-texts";
import { frameLanguageScript, speakFrame } from "./shell-scripts";

/** A frame as React writes it: a comment between two texts, entities, copy attributes, a template. */
const frame = (words: {
  hello: string;
  label: string;
  search: string;
  chosen: "en" | "hi";
  signUp: string;
}) =>
  `<main><h1>${words.hello}<!-- -->, <span data-shell-figure="name" aria-hidden="true"></span></h1>` +
  `<label for="q">${words.label}</label><input id="q" placeholder="${words.search}"/>` +
  `<select><option value="en"${words.chosen === "en" ? ' selected=""' : ""}>English</option>` +
  `<option value="hi"${words.chosen === "hi" ? ' selected=""' : ""}>हिन्दी</option></select>` +
  `<a href="/dashboard" aria-label="Home">⌂</a></main>` +
  `<template data-shell-when="no-business"><h1>${words.signUp}</h1></template>`;

const english = frame({
  hello: "Hello",
  label: "Search &amp; filter",
  search: "Name or &quot;UPI ID&quot;",
  chosen: "en",
  signUp: "Set up your business",
});
const hindi = frame({
  hello: "नमस्ते",
  label: "खोजें &amp; छाँटें",
  search: "नाम या &quot;UPI ID&quot;",
  chosen: "hi",
  signUp: "अपना बिज़नेस सेट करें",
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.lang = "en";
});

describe("frameParts", () => {
  it("lists the copy in document order, each element's copy attributes (in FRAME_COPY_ATTRIBUTES' order) first, entities decoded", () => {
    expect(frameParts(english).copy).toEqual([
      "Hello",
      ", ",
      "Search & filter",
      'Name or "UPI ID"',
      "",
      "English",
      null,
      "हिन्दी",
      "Home",
      "/dashboard",
      "⌂",
      "Set up your business",
    ]);
  });
});

describe("frameTexts", () => {
  it("gives each language's copy where it is not the English, and 0 where it is", () => {
    const { hi } = frameTexts("/test", english, { hi: hindi });
    expect(hi).toEqual([
      "नमस्ते",
      SAME_AS_ENGLISH,
      "खोजें & छाँटें",
      'नाम या "UPI ID"',
      null,
      SAME_AS_ENGLISH,
      "",
      SAME_AS_ENGLISH,
      SAME_AS_ENGLISH,
      SAME_AS_ENGLISH,
      SAME_AS_ENGLISH,
      "अपना बिज़नेस सेट करें",
    ]);
  });

  it("fails, naming the screen, the language and the place, on a tree that is not the English one", () => {
    // A plural or a <Trans> that adds markup.
    const bolder = hindi.replace("<h1>नमस्ते", "<h1><b>नमस्ते</b>");
    expect(() => frameTexts("/dashboard", english, { hi: bolder })).toThrow(
      /\/dashboard in "hi" is not the English tree.*<b>/,
    );
    // An interpolation that leaves out a text.
    const shorter = hindi.replace("<!-- -->, ", "<!-- -->");
    expect(() => frameTexts("/dashboard", english, { hi: shorter })).toThrow(/"hi"/);
    // Any attribute but copy.
    const moved = hindi.replace('for="q"', 'for="r"');
    expect(() => frameTexts("/dashboard", english, { hi: moved })).toThrow(/for="r"/);
  });

  it("is what speakFrame swaps in: the English frame becomes the other language's, as text", () => {
    document.body.innerHTML = `<div id="root">${english}</div><script type="application/json" id="frame-copy">${JSON.stringify(
      frameTexts("/test", english, { hi: hindi }),
    )}</script>`;
    localStorage.setItem("language", "hi");
    expect(frameLanguageScript).toContain(speakFrame.name);
    // The same arguments as the page's script.
    speakFrame(
      ["en", "te", "hi", "es", "fr"],
      ["aria-label", "placeholder", "title", "alt", "aria-current", "href"],
      [["OPTION", "selected"]],
      "language",
    );
    const expected = document.createElement("div");
    expected.innerHTML = hindi;
    expect(document.getElementById("root")!.innerHTML).toBe(expected.innerHTML);
    expect(document.querySelector("template")!.content.querySelector("h1")!.textContent).toBe(
      "अपना बिज़नेस सेट करें",
    );
    expect(document.documentElement.lang).toBe("hi");
  });
});
