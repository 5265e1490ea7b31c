/**
 * What a site form needs only once someone fills it in: the rules (@repo/forms, valibot) and the
 * sender. SiteForm loads this chunk when the form is first focused, so a page's first load does
 * without it (about 5 KiB of gzip JavaScript).
 */
export { apiBase, newSubmissionId, sendLead } from "./leads-api";
export { fieldProblems, formVersions, leadSchemas } from "@repo/forms/leads";
