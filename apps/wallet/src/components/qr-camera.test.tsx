import { loadWalletCopy } from "@repo/i18n/wallet";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { i18n } from "../lib/i18n";
import type { QrDecoder } from "../lib/qr-decode";
import { QrCamera } from "./qr-camera";

const decodeFrame = vi.fn<QrDecoder["decodeFrame"]>();
vi.mock("../lib/qr-decode", () => ({
  loadQrDecoder: async (): Promise<QrDecoder> => ({
    kind: "library",
    decodeImage: vi.fn(),
    decodeFrame,
  }),
}));

const stopTrack = vi.fn();
const getUserMedia = vi.fn<MediaDevices["getUserMedia"]>();

function fakeStream(): MediaStream {
  return { getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream;
}

beforeAll(() => loadWalletCopy(i18n, "scanPay"));
beforeEach(() => {
  vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  getUserMedia.mockReset();
  decodeFrame.mockReset();
  stopTrack.mockReset();
});

describe("QrCamera", () => {
  it("explains first and asks for the camera only on the button press", async () => {
    getUserMedia.mockResolvedValue(fakeStream());
    decodeFrame.mockResolvedValue(undefined);
    render(<QrCamera onScan={vi.fn()} manualEntry="the UPI ID" />);
    expect(screen.getByRole("status")).toHaveTextContent(/needs your camera/);
    expect(getUserMedia).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole("button", { name: "Turn on camera" }));
    expect(getUserMedia).toHaveBeenCalledWith({
      audio: false,
      video: { facingMode: { ideal: "environment" } },
    });
    expect(await screen.findByText(/Point the camera at a QR code/)).toBeInTheDocument();
    expect(screen.getByLabelText("Camera preview")).toBeVisible();
  });

  it.each([
    ["NotAllowedError", /Camera access was refused/],
    ["NotFoundError", /No camera was found/],
    ["NotReadableError", /in use by another app/],
  ])("explains a %s and offers to try again", async (name, message) => {
    getUserMedia.mockRejectedValue(new DOMException("no", name));
    render(<QrCamera onScan={vi.fn()} manualEntry="the UPI ID" />);
    await userEvent.click(screen.getByRole("button", { name: "Turn on camera" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: "Try the camera again" })).toBeEnabled();
  });

  it("says so when the browser has no camera API", () => {
    vi.stubGlobal("navigator", { ...navigator, mediaDevices: undefined });
    render(<QrCamera onScan={vi.fn()} manualEntry="the UPI ID" />);
    expect(screen.getByRole("alert")).toHaveTextContent(/cannot open the camera/);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("reads frames until a code appears, then turns the camera off and reports it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    getUserMedia.mockResolvedValue(fakeStream());
    decodeFrame.mockResolvedValueOnce(undefined).mockResolvedValueOnce("upi://pay?pa=a.b@upi");
    const onScan = vi.fn();
    render(<QrCamera onScan={onScan} manualEntry="the UPI ID" />);
    await userEvent.click(screen.getByRole("button", { name: "Turn on camera" }));
    await screen.findByText(/Point the camera/);
    expect(onScan).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(onScan).toHaveBeenCalledExactlyOnceWith("upi://pay?pa=a.b@upi");
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Turn on camera" })).toBeInTheDocument();
  });

  it("turns the camera off on the button and when the screen goes away", async () => {
    getUserMedia.mockResolvedValue(fakeStream());
    decodeFrame.mockResolvedValue(undefined);
    const { unmount } = render(<QrCamera onScan={vi.fn()} manualEntry="the UPI ID" />);
    await userEvent.click(screen.getByRole("button", { name: "Turn on camera" }));
    await userEvent.click(await screen.findByRole("button", { name: "Turn off camera" }));
    expect(stopTrack).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole("button", { name: "Turn on camera" }));
    await screen.findByRole("button", { name: "Turn off camera" });
    unmount();
    expect(stopTrack).toHaveBeenCalledTimes(2);
  });

  it("turns the camera off when the page is hidden", async () => {
    getUserMedia.mockResolvedValue(fakeStream());
    decodeFrame.mockResolvedValue(undefined);
    render(<QrCamera onScan={vi.fn()} manualEntry="the UPI ID" />);
    await userEvent.click(screen.getByRole("button", { name: "Turn on camera" }));
    await screen.findByRole("button", { name: "Turn off camera" });
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    expect(stopTrack).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Turn on camera" })).toBeInTheDocument();
    visibility.mockRestore();
  });
});
