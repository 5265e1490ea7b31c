import { defineDevConfig } from "@repo/e2e/config";

export default defineDevConfig("site");
