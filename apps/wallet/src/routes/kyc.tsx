import { Button, buttonVariants } from "@repo/ui/components/button";
import { Input } from "@repo/ui/components/input";
import { Label } from "@repo/ui/components/label";
import { cn } from "@repo/ui/lib/cn";
import { createFileRoute, Link } from "@tanstack/react-router";
import { BadgeCheck, Camera, ImageUp } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { ScreenHeader } from "../components/screen-header";
import { useAccountStatus } from "../hooks/use-account-status";
import { useHomeCountry } from "../hooks/use-home-country";
import {
  idExample,
  idLast4,
  idNumberProblem,
  type IdProblem,
  type IdType,
  idTypesOf,
  isLettered,
  SELFIE_MAX_BYTES,
  selfieProblem,
} from "../lib/kyc";
import { loadCopy } from "../lib/load-copy";
import { useAccountStore } from "../stores/account-store";

export const Route = createFileRoute("/kyc")({
  loader: () => loadCopy("kyc"),
  component: Kyc,
});

/** How long the simulated check takes. */
const CHECK_MS = 1200;

type Step =
  | { name: "id" }
  | { name: "selfie"; idType: IdType; last4: string }
  | { name: "checking"; idType: IdType; last4: string }
  | { name: "done"; idType: IdType; last4: string };

/**
 * A new account's identity check, simulated and saying so: a government ID of the home country
 * (type and number, checked for shape and an Aadhaar's check digit), a selfie by camera or upload
 * that nothing compares with the ID, then the account is marked checked. Keeps only the ID type
 * and last four characters; the photo stays on screen and is never stored.
 */
function Kyc() {
  const { t } = useTranslation("wallet", { keyPrefix: "kyc" });
  const { phone } = useAccountStatus();
  const verify = useAccountStore((s) => s.verify);
  const [step, setStep] = useState<Step>({ name: "id" });
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  // Each step names itself: focus moves to its heading, as it does on a new screen.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [step.name]);

  useEffect(() => {
    if (step.name !== "checking") return;
    const timer = window.setTimeout(() => {
      if (phone) verify(phone, { idType: step.idType, last4: step.last4 });
      setStep({ ...step, name: "done" });
    }, CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [step, phone, verify]);

  const headingProps = { ref: heading, tabIndex: -1, className: "text-lg font-semibold" };

  return (
    <main className="flex flex-1 flex-col">
      <ScreenHeader title={t("title")} back={{ to: "/profile" }} />
      <div className="flex flex-col gap-5 px-5 pt-2 pb-8">
        <p className="rounded-xl border border-dashed bg-muted px-4 py-3 text-sm">
          {t("simulated")}
        </p>
        {step.name === "id" ? (
          <>
            <p className="text-sm text-muted-foreground">{t("step", { step: 1, total: 2 })}</p>
            <h2 {...headingProps}>{t("id.heading")}</h2>
            <IdStep onDone={(idType, last4) => setStep({ name: "selfie", idType, last4 })} />
          </>
        ) : step.name === "selfie" ? (
          <>
            <p className="text-sm text-muted-foreground">{t("step", { step: 2, total: 2 })}</p>
            <h2 {...headingProps}>{t("selfie.heading")}</h2>
            <SelfieStep onDone={() => setStep({ ...step, name: "checking" })} />
          </>
        ) : step.name === "checking" ? (
          <p role="status" className="py-8 text-center font-medium">
            <span ref={heading} tabIndex={-1}>
              {t("checking")}
            </span>
          </p>
        ) : (
          <section aria-labelledby="kyc-done" className="flex flex-col items-center gap-4 py-6">
            <BadgeCheck aria-hidden="true" className="size-14 text-success" />
            <h2 id="kyc-done" {...headingProps}>
              {t("done.heading")}
            </h2>
            <p role="status" className="text-center text-muted-foreground">
              {t("done.body", { idType: t(`id.types.${step.idType}`), last4: step.last4 })}
            </p>
            <Button asChild size="lg" className="w-full">
              <Link to="/profile">{t("done.back")}</Link>
            </Button>
          </section>
        )}
      </div>
    </main>
  );
}

function IdStep({ onDone }: { onDone: (idType: IdType, last4: string) => void }) {
  const { t } = useTranslation("wallet", { keyPrefix: "kyc.id" });
  const idTypes = idTypesOf(useHomeCountry().code);
  const [idType, setIdType] = useState<IdType>(idTypes[0]!);
  const [number, setNumber] = useState("");
  const [problem, setProblem] = useState<IdProblem | null>(null);
  const invalid = problem !== null;
  const id = useId();
  const example = idExample(idType);

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        const found = idNumberProblem(idType, number);
        if (found) return setProblem(found);
        onDone(idType, idLast4(number));
      }}
    >
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{t("typeLabel")}</legend>
        {idTypes.map((type) => (
          <label
            key={type}
            className="flex min-h-12 items-center gap-3 rounded-xl border bg-card px-4 has-checked:border-primary"
          >
            <input
              type="radio"
              name="idType"
              value={type}
              checked={idType === type}
              onChange={() => {
                setIdType(type);
                setProblem(null);
              }}
              className="size-4 accent-primary"
            />
            {t(`types.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-number`}>{t("numberLabel")}</Label>
        <Input
          id={`${id}-number`}
          value={number}
          autoComplete="off"
          inputMode={isLettered(idType) ? "text" : "numeric"}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setNumber(event.target.value);
            setProblem(null);
          }}
        />
        <p
          id={`${id}-hint`}
          role={invalid ? "alert" : undefined}
          className={invalid ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
        >
          {problem === "shape"
            ? t(`invalid.${idType}`, { example })
            : problem
              ? t(`invalid.${problem}`)
              : t("hint", { example })}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={number.trim() === ""}>
        {t("continue")}
      </Button>
    </form>
  );
}

type Problem = "notImage" | "tooBig" | "cameraUnavailable";

function SelfieStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation("wallet", { keyPrefix: "kyc.selfie" });
  const [photo, setPhoto] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (video.current && stream) video.current.srcObject = stream;
    return () => stream?.getTracks().forEach((track) => track.stop());
  }, [stream]);

  useEffect(() => () => void (photo && URL.revokeObjectURL(photo)), [photo]);

  const startCamera = async () => {
    setProblem(null);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode: "user" } }));
    } catch {
      setProblem("cameraUnavailable");
    }
  };

  const capture = () => {
    const source = video.current;
    if (!source) return;
    const canvas = document.createElement("canvas");
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext("2d")?.drawImage(source, 0, 0);
    canvas.toBlob((blob) => {
      if (blob) setPhoto(URL.createObjectURL(blob));
      setStream(null);
    }, "image/jpeg");
  };

  const upload = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = "";
    if (!file) return;
    const refused = selfieProblem(file);
    setProblem(refused);
    if (!refused) {
      setStream(null);
      setPhoto(URL.createObjectURL(file));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {photo ? (
        <img
          src={photo}
          alt={t("preview")}
          className="mx-auto aspect-square w-48 rounded-full border object-cover"
        />
      ) : null}
      {stream ? (
        <>
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            aria-label={t("cameraVideo")}
            className="mx-auto aspect-square w-48 rounded-full border object-cover"
          />
          <Button type="button" onClick={capture}>
            <Camera aria-hidden="true" />
            {t("capture")}
          </Button>
        </>
      ) : (
        <Button type="button" variant="outline" onClick={() => void startCamera()}>
          <Camera aria-hidden="true" />
          {t("camera")}
        </Button>
      )}
      <label
        className={cn(
          buttonVariants({ variant: "outline" }),
          "cursor-pointer focus-within:ring-[3px] focus-within:ring-ring/50",
        )}
      >
        <ImageUp aria-hidden="true" />
        {t("upload")}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp"
          capture="user"
          className="sr-only"
          onChange={upload}
        />
      </label>
      {problem ? (
        <p role="alert" className="text-sm text-destructive">
          {t(problem, { max: SELFIE_MAX_BYTES / (1024 * 1024) })}
        </p>
      ) : null}
      <Button type="button" size="lg" disabled={!photo} onClick={onDone}>
        {t("submit")}
      </Button>
    </div>
  );
}
