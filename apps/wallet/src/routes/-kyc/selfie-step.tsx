import { Button } from "@repo/ui/components/button";
import { Camera, ImageUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { FileButton } from "../../components/kit/file-button";
import { SELFIE_MAX_BYTES, selfieProblem } from "../../lib/kyc";

type Problem = "notImage" | "tooBig" | "cameraUnavailable";

/** The second step: a selfie by camera or upload, shown and never stored. */
export function SelfieStep({ onDone }: { onDone: () => void }) {
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

  const upload = (file: File) => {
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
      <FileButton accept="image/png,image/jpeg,image/webp" capture="user" onFile={upload}>
        <ImageUp aria-hidden="true" />
        {t("upload")}
      </FileButton>
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
