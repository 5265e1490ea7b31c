import { defineAppConfig } from "@repo/e2e/config";

export default defineAppConfig("site");
