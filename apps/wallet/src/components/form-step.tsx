import { useNavigate } from "@tanstack/react-router";

import { ScreenHeader } from "./screen-header";

type FormStepProps = {
  /** The screen's one h1. */
  title: string;
  /** The screen itself: submitting opens its `?step=confirm`. */
  to: "/recharge" | "/add-money";
  /** Whether the fields make a payment; until then submitting does nothing (the fields say why). */
  ready: boolean;
  /** Replace the history entry (the URL already asks for the confirm step the fields cannot give). */
  replace: boolean;
  children: React.ReactNode;
};

/** The first step of a screen that pays from the dashboard (recharge, add money): fields, then confirm. */
export function FormStep({ title, to, ready, replace, children }: FormStepProps) {
  const navigate = useNavigate();
  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={title} back={{ to: "/dashboard" }} />
      <form
        className="flex flex-1 flex-col gap-5 px-5 pt-2 pb-8"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void navigate({ to, search: { step: "confirm" }, replace });
        }}
      >
        {children}
      </form>
    </main>
  );
}
