import { i18n } from '@lingui/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ASYNC_WAIT_MS } from '@/test/async-wait';
import type { VerificationOutcome } from '../components/verification-outcome';
import { makeCheckedInBooking, TICKET_ID } from '../test/fixtures';
import { CAMERA_CONSTRAINTS } from './use-camera';
import {
  AUTO_SCAN_INTERVAL_MS,
  MANUAL_SCAN_INDICATOR_MS,
  NO_CODE_NOTE,
  REPEAT_NOTE,
  SCAN_ERROR_TOAST,
} from './use-qr-scanning';

/* The decoder and the frame grab are replaced: jsdom has no camera picture and no WebAssembly decoder. Each test
   says what the decoder "sees" in the next frames. */
const decode = vi.fn<(image: unknown) => Promise<string | null>>();
vi.mock('./qr-decoder', () => ({
  loadQrDecoder: () => Promise.resolve({ kind: 'zxing', decode }),
}));
vi.mock('./capture-frame', () => ({
  captureFrame: () => Promise.resolve(new Blob(['frame'], { type: 'image/jpeg' })),
  readFrame: (_frame: Blob, read: (image: unknown) => Promise<unknown>) => read({}),
}));

const { ScannerOverlay } = await import('./scanner-overlay');

const QR = JSON.stringify({ ticketId: TICKET_ID, eventId: 'e1', sig: 'abc' });
const success: VerificationOutcome = {
  status: 'success',
  message: 'Ticket verified successfully',
  booking: makeCheckedInBooking(),
  method: 'camera',
};

const stopTrack = vi.fn();
const getUserMedia = vi.fn<(constraints: MediaStreamConstraints) => Promise<MediaStream>>();
const permissionQuery = vi.fn<(descriptor: { name: string }) => Promise<{ state: PermissionState }>>();

function fakeStream(): MediaStream {
  const track = { stop: stopTrack, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  return { getTracks: () => [track], getVideoTracks: () => [track] } as unknown as MediaStream;
}

beforeEach(() => {
  decode.mockReset();
  stopTrack.mockReset();
  getUserMedia.mockReset().mockResolvedValue(fakeStream());
  permissionQuery.mockReset().mockResolvedValue({ state: 'prompt' });
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  Object.defineProperty(navigator, 'permissions', { configurable: true, value: { query: permissionQuery } });
  // jsdom plays no video: starting it says "playing" at once.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    queueMicrotask(() => this.dispatchEvent(new Event('playing')));
    return Promise.resolve();
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  act(() => toast.remove());
});

function renderOverlay(onScan = vi.fn(async (_code: string) => success), onClose = vi.fn()) {
  const utils = render(
    <>
      <ScannerOverlay open onClose={onClose} eventTitle="Sunset Jazz on the Lawns" onScan={onScan} />
      <Toaster />
    </>,
  );
  return { ...utils, onScan, onClose };
}

describe('scanner overlay', () => {
  test('opens the environment-facing camera at 640x640 ideal and shows Camera Ready and Standby', async () => {
    renderOverlay();
    expect(screen.getByRole('dialog', { name: 'Scan Ticket QR Code' })).toBeInTheDocument();
    expect(await screen.findByText('Camera Ready')).toBeInTheDocument();
    expect(screen.getByText('Status: Standby')).toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS.video).toEqual({
      facingMode: 'environment',
      width: { ideal: 640 },
      height: { ideal: 640 },
    });
    expect(screen.getByRole('button', { name: 'Manual' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Auto Scan' })).toHaveAttribute('aria-pressed', 'false');
  });

  test("a permission already refused shows 'Camera Access Required' and 'Close Scanner' closes", async () => {
    permissionQuery.mockResolvedValue({ state: 'denied' });
    const { onClose } = renderOverlay();
    expect(await screen.findByRole('heading', { name: 'Camera Access Required' })).toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close Scanner' }));
    expect(onClose).toHaveBeenCalled();
  });

  test("a refused camera prompt shows 'Camera Access Required' too", async () => {
    getUserMedia.mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    renderOverlay();
    expect(await screen.findByRole('heading', { name: 'Camera Access Required' })).toBeInTheDocument();
  });

  test("no camera at all: 'Camera Unavailable' with the reason", async () => {
    getUserMedia.mockRejectedValue(new DOMException('Requested device not found', 'NotFoundError'));
    renderOverlay();
    expect(await screen.findByText('No camera was found on this device.')).toBeInTheDocument();
    expect(screen.getByText('Camera Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close Scanner' })).toBeInTheDocument();
  });

  test('Auto Scan keeps scanning after a read: the next ticket is sent, the same one within seconds is not', async () => {
    const nextTicket = JSON.stringify({ ticketId: 'TKT-NEXT', eventId: 'e1', sig: 'def' });
    // The first ticket stays in front of the camera for two frames, then the next guest's ticket comes.
    decode.mockResolvedValueOnce(QR).mockResolvedValueOnce(QR).mockResolvedValue(nextTicket);
    const user = userEvent.setup();
    const { onScan } = renderOverlay();
    await screen.findByText('Camera Ready');

    await user.click(screen.getByRole('button', { name: 'Auto Scan' }));
    expect(await screen.findByRole('heading', { name: 'Verification Successful' })).toBeInTheDocument();
    expect(onScan).toHaveBeenNthCalledWith(1, QR);
    // Still scanning after the read.
    expect(screen.getByRole('button', { name: 'Auto Scan' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Status: Scanning')).toBeInTheDocument();

    // The same ticket a second later is not sent again; the next ticket is, without touching the controls.
    await waitFor(() => expect(onScan).toHaveBeenNthCalledWith(2, nextTicket), {
      timeout: 3 * AUTO_SCAN_INTERVAL_MS + ASYNC_WAIT_MS,
    });
    expect(onScan).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('button', { name: 'Auto Scan' })).toHaveAttribute('aria-pressed', 'true');

    // Stopped only by the door staff.
    await user.click(screen.getByRole('button', { name: 'Auto Scan' }));
    expect(screen.getByRole('button', { name: 'Auto Scan' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Status: Standby')).toBeInTheDocument();
  });

  test('Auto Scan: a ticket held in front of the camera is sent once and the door is told so', async () => {
    decode.mockResolvedValue(QR);
    const user = userEvent.setup();
    const { onScan } = renderOverlay();
    await screen.findByText('Camera Ready');
    await user.click(screen.getByRole('button', { name: 'Auto Scan' }));
    expect(
      await screen.findByText(
        i18n._(REPEAT_NOTE),
        {},
        { timeout: 2 * AUTO_SCAN_INTERVAL_MS + ASYNC_WAIT_MS },
      ),
    ).toBeInTheDocument();
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Status: Scanning')).toBeInTheDocument();
  });

  test('a code that was never judged (network failure) may be sent again at once', async () => {
    decode.mockResolvedValue(QR);
    const onScan = vi
      .fn(async (_code: string): Promise<VerificationOutcome> => success)
      .mockResolvedValueOnce({
        status: 'failure',
        message: 'Could not reach TicketMela.',
        code: 'NETWORK_ERROR',
        retryable: true,
      });
    const user = userEvent.setup();
    renderOverlay(onScan);
    await screen.findByText('Camera Ready');
    await user.click(screen.getByRole('button', { name: 'Tap to capture' }));
    expect(await screen.findByRole('heading', { name: 'Verification Failed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tap to capture' }));
    expect(await screen.findByRole('heading', { name: 'Verification Successful' })).toBeInTheDocument();
    expect(onScan).toHaveBeenCalledTimes(2);
  });

  test('Manual: a tap captures one frame and shows Scanning for 2 seconds; nothing found says so', async () => {
    decode.mockResolvedValue(null);
    const user = userEvent.setup();
    const { onScan } = renderOverlay();
    await screen.findByText('Camera Ready');
    await user.click(screen.getByRole('button', { name: 'Tap to capture' }));
    expect(screen.getByText('Status: Scanning')).toBeInTheDocument();
    expect(await screen.findByText(i18n._(NO_CODE_NOTE))).toBeInTheDocument();
    expect(decode).toHaveBeenCalledTimes(1);
    await screen.findByText('Status: Standby', {}, { timeout: MANUAL_SCAN_INDICATOR_MS + ASYNC_WAIT_MS });
    expect(onScan).not.toHaveBeenCalled();
  });

  test("a decoder fault says 'Error scanning QR code. Please try again.' and the scanner keeps working", async () => {
    decode.mockRejectedValueOnce(new Error('wasm trap')).mockResolvedValue(QR);
    const user = userEvent.setup();
    const { onScan } = renderOverlay();
    await screen.findByText('Camera Ready');
    await user.click(screen.getByRole('button', { name: 'Tap to capture' }));
    expect(await screen.findByText(i18n._(SCAN_ERROR_TOAST))).toBeInTheDocument();
    expect(onScan).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Tap to capture' }));
    await waitFor(() => expect(onScan).toHaveBeenCalledWith(QR));
  });

  test('closing the scanner stops the camera', async () => {
    const { unmount } = renderOverlay();
    await screen.findByText('Camera Ready');
    unmount();
    expect(stopTrack).toHaveBeenCalled();
  });
});
