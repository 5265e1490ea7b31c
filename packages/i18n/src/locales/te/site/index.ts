import { copyByFile } from "../../../copy-by-file";

/** Telugu copy for the site: every JSON file in this folder, one per page (loaded as one chunk). */
export const site = copyByFile(
  import.meta.glob<object>("./*.json", { eager: true, import: "default" }),
);
