import "./app.css";

import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

import { createAppRouter } from "./router";

const router = createAppRouter();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Offline support: the service worker's registration code loads only once the first screen is up,
// so it never weighs on the first load. Development builds have no service worker.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener(
    "load",
    () => {
      const register = () =>
        void import("./lib/service-worker")
          .then((module) => module.registerServiceWorker())
          .catch((error: unknown) => console.warn("Offline support is unavailable:", error));
      if ("requestIdleCallback" in window) requestIdleCallback(register, { timeout: 3000 });
      else setTimeout(register, 1000);
    },
    { once: true },
  );
}
