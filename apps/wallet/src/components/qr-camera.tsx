import { Button } from "@repo/ui/components/button";
import { Camera, CameraOff } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { loadQrDecoder } from "../lib/qr-decode";
import { inShell } from "../lib/shell-mode";

/** Why the camera is not showing, each with its own message and way forward. */
export type CameraProblem = "denied" | "no-camera" | "busy" | "unsupported" | "scanner-failed";

type CameraState =
  | { step: "idle" }
  | { step: "starting" }
  | { step: "scanning" }
  | { step: "problem"; problem: CameraProblem };

/** A frame is read about five times a second: quick enough to feel instant, light on battery. */
const FRAME_INTERVAL_MS = 200;

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError") return "no-camera";
  if (name === "NotReadableError" || name === "AbortError") return "busy";
  return "scanner-failed";
}

function cameraSupported(): boolean {
  return typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;
}

type QrCameraProps = {
  /** Called once with the text of the first QR code seen; the camera is off by then. */
  onScan: (text: string) => void;
  /** What the screen's manual field takes ("the UPI ID"), named when the camera cannot help. */
  manualEntry: string;
};

/**
 * Scans with the camera. It explains first and asks for the camera only when the person presses
 * the button (a prompt on page load is easy to refuse by reflex and hard to undo). Refusal and
 * missing cameras get a clear message; the screen around it offers upload and manual entry.
 */
export function QrCamera({ onScan, manualEntry }: QrCameraProps) {
  const { t } = useTranslation("wallet", { keyPrefix: "scanPay.camera" });
  // The build's app shell (no browser, so no camera to ask about) draws what nearly every phone
  // will: the explanation and the button, not the refusal a browser without a camera gets.
  const [state, setState] = useState<CameraState>(() =>
    inShell() || cameraSupported() ? { step: "idle" } : { step: "problem", problem: "unsupported" },
  );
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<number | undefined>(undefined);
  /** Bumped on every start and stop, so a late answer from an old attempt is ignored. */
  const sessionRef = useRef(0);
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  const release = useCallback(() => {
    sessionRef.current++;
    window.clearTimeout(timerRef.current);
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  // The camera light must go off when the person leaves the screen or switches to another app.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== "hidden" || !streamRef.current) return;
      release();
      setState({ step: "idle" });
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      release();
    };
  }, [release]);

  const stop = () => {
    release();
    setState({ step: "idle" });
  };

  const start = async () => {
    release();
    const session = sessionRef.current;
    setState({ step: "starting" });
    // The decoder downloads while the person answers the camera prompt.
    const decoderReady = loadQrDecoder();
    decoderReady.catch(() => undefined); // reported when awaited below
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        audio: false,
        video: { facingMode: { ideal: "environment" } },
      });
      if (session !== sessionRef.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      streamRef.current = stream;
      const decoder = await decoderReady;
      if (session !== sessionRef.current) return;
      setState({ step: "scanning" });
      const video = videoRef.current;
      if (!video) return;
      video.srcObject = stream;
      await video.play();
      const readFrame = async () => {
        if (session !== sessionRef.current) return;
        const text = await decoder.decodeFrame(video);
        if (session !== sessionRef.current) return;
        if (text === undefined) {
          timerRef.current = window.setTimeout(() => void readFrame(), FRAME_INTERVAL_MS);
          return;
        }
        release();
        setState({ step: "idle" });
        onScanRef.current(text);
      };
      void readFrame();
    } catch (error) {
      if (session !== sessionRef.current) return;
      release();
      setState({ step: "problem", problem: problemOf(error) });
    }
  };

  const scanning = state.step === "scanning";
  return (
    <section aria-labelledby="qr-camera-title" className="flex flex-col gap-3">
      <h2 id="qr-camera-title" className="text-base font-semibold">
        {t("title")}
      </h2>
      <div className="relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-xl bg-muted">
        {/* Always mounted, so the stream has somewhere to go the moment it arrives. */}
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t("preview")}
          hidden={!scanning}
          className="size-full object-cover"
        />
        {scanning ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-primary-foreground/80"
          />
        ) : (
          <CameraOff aria-hidden="true" className="size-12 text-muted-foreground" />
        )}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {state.step === "problem"
          ? null
          : state.step === "scanning"
            ? t("scanning")
            : state.step === "starting"
              ? t("starting")
              : t("explain")}
      </p>
      {state.step === "problem" && (
        <p role="alert" className="rounded-lg border border-destructive p-3 text-sm">
          {t(`problems.${state.problem}`, { manual: manualEntry })}
        </p>
      )}
      {scanning ? (
        <Button variant="outline" onClick={stop}>
          <CameraOff aria-hidden="true" />
          {t("stop")}
        </Button>
      ) : state.step === "problem" && state.problem === "unsupported" ? null : (
        <Button onClick={() => void start()} disabled={state.step === "starting"}>
          <Camera aria-hidden="true" />
          {state.step === "problem" ? t("retry") : t("start")}
        </Button>
      )}
    </section>
  );
}
