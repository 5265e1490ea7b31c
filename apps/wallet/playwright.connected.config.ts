import { defineConnectedConfig } from "@repo/e2e/config";

export default defineConnectedConfig();
