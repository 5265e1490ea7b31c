/**
 * Stands in for the `use-sync-external-store/shim` package in the browser build (see
 * vite.config.ts): react-i18next imports that React 17 polyfill, but React 19 has the hook built in.
 */
export { useSyncExternalStore } from "react";
