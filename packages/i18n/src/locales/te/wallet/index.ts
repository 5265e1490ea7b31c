import { copyByFile } from "../../../copy-by-file";

/** Telugu copy for the wallet: every JSON file in this folder, one per screen (loaded as one chunk). */
export const wallet = copyByFile(
  import.meta.glob<object>("./*.json", { eager: true, import: "default" }),
);
