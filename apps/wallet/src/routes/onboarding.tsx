import { appUrl } from "@repo/ui/lib/app-url";
import { createFileRoute } from "@tanstack/react-router";

export const Route = createFileRoute("/onboarding")({
  component: Onboarding,
});

function Onboarding() {
  return (
    <main className="flex flex-1 flex-col gap-4 p-6">
      <h1 className="text-2xl font-bold">SangamPay</h1>
      <a className="text-primary underline" href={appUrl("site", "/")}>
        sangampay.example
      </a>
    </main>
  );
}
