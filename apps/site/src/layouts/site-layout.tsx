import { Outlet } from "react-router";

import { DeferredFooter } from "../components/deferred-footer";
import { SiteHeader } from "../components/site-header";
import { SkipLink } from "../components/skip-link";

export default function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex flex-1 flex-col">
        <Outlet />
      </main>
      <DeferredFooter />
    </div>
  );
}
