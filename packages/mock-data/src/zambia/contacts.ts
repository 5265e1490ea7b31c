import type { Contact } from "../types";

/** The Zambian sample account's contacts: nine-digit national numbers (+260), on every network. */
export const contacts: Contact[] = [
  { id: "zc1", name: "Chanda Mulenga", phone: "966123456", initials: "CM" },
  { id: "zc2", name: "Mutale Phiri", phone: "977654321", initials: "MP" },
  { id: "zc3", name: "Bwalya Tembo", phone: "955246810", initials: "BT" },
  { id: "zc4", name: "Natasha Zulu", phone: "763579135", initials: "NZ" },
  { id: "zc5", name: "Kabwe Mwanza", phone: "975112233", initials: "KM" },
];
